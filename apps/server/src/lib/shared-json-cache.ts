import { createBoundedStore, type StoreReading } from './bounded-store'
import type { Clock } from './clock'

/** How many answers an instance keeps, and how many characters of JSON in all (a memory page may be 10 kB). */
const MAX_ENTRIES = 15_000
const MAX_CHARACTERS = 24_000_000

/** When a reading began, and under which generation: what it read is kept only if no write came since. */
export type SharedReading = StoreReading

/**
 * JSON that every reader of a kind is given the same, shared by all of them on this instance: memory
 * cards (decision 042) and comment pages (decision 045). The caller decides who may be given a
 * copy; this only keeps them.
 *
 * A copy is served for up to `ttlMs` after the reading that wrote it began, the delay the visitor
 * cache has (VISITOR_CACHE_MS): another instance shows a change that much later. Every request that
 * may write on this instance empties it (`clearOnWrites`), before it runs and before its answer
 * leaves, and a copy read before a write is never stored after it (the bounded store's generation
 * rule, lib/bounded-store.ts). Bounded in entries and in characters, oldest out first.
 */
export function createSharedJsonCache(options: {
  ttlMs: number
  clock: Clock
  limits?: { entries: number; characters: number }
}) {
  const limits = options.limits ?? { entries: MAX_ENTRIES, characters: MAX_CHARACTERS }
  const store = createBoundedStore<string>({
    ttlMs: options.ttlMs,
    clock: options.clock,
    maxEntries: limits.entries,
    maxSize: limits.characters,
    maxEntrySize: limits.characters,
    refreshOnRead: false,
  })
  return {
    /** Whether it keeps anything: `ttlMs` 0 turns sharing off, and each reader reads their own. */
    sharing: options.ttlMs > 0,
    reading: store.reading,
    /** How much it holds: for tests of its bounds. */
    size: () => {
      const { entries, size } = store.stats()
      return { entries, characters: size }
    },
    clear: store.clear,
    get: store.get,
    set(key: string, json: string, reading: SharedReading) {
      if (options.ttlMs > 0) store.set(key, json, reading, json.length)
    },
  }
}
export type SharedJsonCache = ReturnType<typeof createSharedJsonCache>
