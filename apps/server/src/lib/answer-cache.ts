import type { Clock } from './clock'

/** One answer as it was sent: its JSON bytes, ETag and headers, and the compressed copies made so far. */
export interface CachedAnswer {
  readonly body: Buffer
  readonly etag: string
  readonly contentType: string
  readonly cacheControl: string | undefined
  readonly encoded: Map<string, Buffer>
  /** When the request that produced it began: nothing it shows is older than that. */
  readonly since: number
  /** What it holds in memory, its key included. */
  bytes: number
}

/** When a miss began reading: an answer is kept only if no write emptied the cache since. */
export interface Reading {
  generation: number
  since: number
}

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
 *
 * `clear()` empties it and starts a new generation. An answer is stored only under the generation
 * that was current when its reading began (`reading()`), which closes the race "a miss reads → a
 * write commits and empties the cache → the miss stores what it read" (the same rule as the
 * session-check cache, decision 009).
 */
export function createAnswerCache(options: AnswerCacheOptions) {
  const { ttlMs, maxEntries, maxBytes, clock } = options
  const maxEntryBytes = Math.floor(maxBytes / 16)
  // Map order is use order: the least recently used answer comes first.
  const entries = new Map<string, CachedAnswer>()
  let bytes = 0
  let generation = 0

  const now = () => clock.now().getTime()
  const drop = (key: string, entry: CachedAnswer) => {
    entries.delete(key)
    bytes -= entry.bytes
  }
  /** Drops the least recently used answers while over a bound or expired. */
  const trim = () => {
    const at = now()
    for (const [key, entry] of entries) {
      if (entries.size <= maxEntries && bytes <= maxBytes && at - entry.since < ttlMs) break
      drop(key, entry)
    }
  }

  return {
    /** Starts a read that may be stored: call before the database is asked. */
    reading: (): Reading => ({ generation, since: now() }),

    /** Forgets every answer: called around every write. */
    clear() {
      generation++
      entries.clear()
      bytes = 0
    },

    /** The answer under `key` while it is fresh. */
    get(key: string): CachedAnswer | undefined {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (now() - entry.since >= ttlMs) {
        drop(key, entry)
        return undefined
      }
      entries.delete(key)
      entries.set(key, entry)
      return entry
    },

    /** Keeps an answer read during `reading`; ignored when anything was written since it began. */
    set(
      key: string,
      answer: Pick<CachedAnswer, 'body' | 'etag' | 'contentType' | 'cacheControl'>,
      reading: Reading,
    ) {
      if (reading.generation !== generation) return
      const size = answer.body.length + key.length
      if (size > maxEntryBytes) return
      const previous = entries.get(key)
      if (previous) drop(key, previous)
      entries.set(key, { ...answer, encoded: new Map(), since: reading.since, bytes: size })
      bytes += size
      trim()
    },

    /** The answer's body in `encoding`, compressed on its first use and kept with the answer. */
    encoded(key: string, entry: CachedAnswer, encoding: string, compress: (body: Buffer) => Buffer) {
      const kept = entry.encoded.get(encoding)
      if (kept) return kept
      const made = compress(entry.body)
      // An answer dropped meanwhile (a write, the bounds) is still sent, but no longer counted.
      if (entries.get(key) === entry) {
        entry.encoded.set(encoding, made)
        entry.bytes += made.length
        bytes += made.length
        trim()
      }
      return made
    },

    /** How much it holds now. */
    stats: () => ({ entries: entries.size, bytes }),
  }
}

export type AnswerCache = ReturnType<typeof createAnswerCache>
