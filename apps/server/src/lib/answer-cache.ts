import { createBoundedStore, type StoreReading } from './bounded-store'
import type { Clock } from './clock'
import type { VersionPair } from './version-check'

/**
 * One answer as it was sent: its JSON bytes, ETag and headers, the compressed copies made so far,
 * and the memories it shows with the versions they had when it was read (decision 060).
 */
export interface CachedAnswer {
  readonly body: Buffer
  readonly etag: string
  readonly contentType: string
  readonly cacheControl: string | undefined
  readonly shows: readonly VersionPair[]
  readonly encoded: Map<string, Buffer>
}

/** When a miss began reading: an answer is served for `ttlMs` from then. */
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
 * An answer whose memories changed is dropped by the one who finds it so (`forget`), the rest
 * expire; only a memory committed into the public lists through this instance empties it
 * (`forgetAll`).
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

    /** The answer under `key` while it is fresh. */
    get: store.get,

    /** Drops the answer under `key` when it is still `entry`: found stale by a check. */
    forget: store.forget,

    /** Drops every answer, and any read begun before is not kept: a memory joined the lists. */
    forgetAll: store.clear,

    /** Keeps an answer read during `reading`, served for `ttlMs` from when that reading began. */
    set(
      key: string,
      answer: Pick<CachedAnswer, 'body' | 'etag' | 'contentType' | 'cacheControl' | 'shows'>,
      reading: Reading,
    ) {
      // A pair is about 20 bytes of keys and versions, counted with the body.
      const size = answer.body.length + key.length + answer.shows.length * 20
      store.set(key, { ...answer, encoded: new Map() }, reading, size)
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
