import { createBoundedStore, type StoreReading } from './bounded-store'
import type { Clock } from './clock'

/** One answer as it was sent: its JSON bytes, ETag and headers, and the compressed copies made so far. */
export interface CachedAnswer {
  readonly body: Buffer
  readonly etag: string
  readonly contentType: string
  readonly cacheControl: string | undefined
  readonly encoded: Map<string, Buffer>
}

/** When a miss began reading: an answer is kept only if no write emptied the cache since. */
export type Reading = StoreReading

export interface AnswerCacheOptions {
  /** How long an answer is served after its reading began. */
  ttlMs: number
  maxEntries: number
  maxBytes: number
  clock: Clock
}

/**
 * A bounded in-memory cache of whole answers by key, with a time to live, for the visitor cache
 * (plugins/visitor-cache.ts, decision 028). It holds at most `maxEntries` answers and `maxBytes`
 * (bodies, compressed copies and keys), dropping the least recently used first; one answer larger
 * than a sixteenth of the budget is not kept, so a few big ones cannot push out everything else.
 * `clear()` and `reading()` are the bounded store's generation rule (lib/bounded-store.ts).
 */
export function createAnswerCache(options: AnswerCacheOptions) {
  const { ttlMs, maxEntries, maxBytes, clock } = options
  const store = createBoundedStore<CachedAnswer>({
    ttlMs,
    clock,
    maxEntries,
    maxSize: maxBytes,
    maxEntrySize: Math.floor(maxBytes / 16),
    refreshOnRead: true,
  })

  return {
    /** Starts a read that may be stored: call before the database is asked. */
    reading: store.reading,

    /** Forgets every answer: called around every write. */
    clear: store.clear,

    /** The answer under `key` while it is fresh. */
    get: store.get,

    /** Keeps an answer read during `reading`; ignored when anything was written since it began. */
    set(
      key: string,
      answer: Pick<CachedAnswer, 'body' | 'etag' | 'contentType' | 'cacheControl'>,
      reading: Reading,
    ) {
      store.set(key, { ...answer, encoded: new Map() }, reading, answer.body.length + key.length)
    },

    /** The answer's body in `encoding`, compressed on its first use and kept with the answer. */
    encoded(key: string, entry: CachedAnswer, encoding: string, compress: (body: Buffer) => Buffer) {
      const kept = entry.encoded.get(encoding)
      if (kept) return kept
      const made = compress(entry.body)
      // An answer dropped meanwhile (a write, the bounds) is still sent, but no longer counted.
      if (store.grow(key, entry, made.length)) entry.encoded.set(encoding, made)
      return made
    },

    /** How much it holds now. */
    stats: () => {
      const { entries, size } = store.stats()
      return { entries, bytes: size }
    },
  }
}

export type AnswerCache = ReturnType<typeof createAnswerCache>
