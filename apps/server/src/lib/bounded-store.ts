import type { Clock } from './clock'

/** When a reading began, and under which generation: what it read is kept only if no write came since. */
export interface StoreReading {
  generation: number
  since: number
}

export interface BoundedStoreOptions {
  /** How long an entry is served after the reading that wrote it began. */
  ttlMs: number
  clock: Clock
  maxEntries: number
  /** What it may hold in all, in the unit its caller counts (bytes, characters). */
  maxSize: number
  /** The most one entry may be: a larger one is not kept, so a few cannot push out everything else. */
  maxEntrySize: number
  /**
   * The eviction rule: true, a read makes an entry the last to go (least recently used first);
   * false, entries go in the order they were stored (oldest first).
   */
  refreshOnRead: boolean
}

interface Slot<V> {
  value: V
  since: number
  size: number
}

/**
 * The one in-memory store behind the answer caches (the visitor cache's answers, decision 028; the
 * shared JSON, decisions 042 and 045): entries by key with a time to live, bounded in count and in
 * size, dropping from the front of the map (its order is the eviction rule's) while over a bound.
 *
 * `clear()` empties it and starts a new generation. An entry is stored only under the generation
 * that was current when its reading began (`reading()`), which closes the race "a miss reads → a
 * write commits and empties the store → the miss stores what it read" (the same rule as the
 * session-check cache, decision 009).
 */
export function createBoundedStore<V>(options: BoundedStoreOptions) {
  const { ttlMs, clock, maxEntries, maxSize, maxEntrySize, refreshOnRead } = options
  const entries = new Map<string, Slot<V>>()
  let size = 0
  let generation = 0

  const now = () => clock.now().getTime()
  const drop = (key: string, slot: Slot<V>) => {
    entries.delete(key)
    size -= slot.size
  }
  /** Drops entries from the front while over a bound or expired. */
  const trim = () => {
    const at = now()
    for (const [key, slot] of entries) {
      if (entries.size <= maxEntries && size <= maxSize && at - slot.since < ttlMs) break
      drop(key, slot)
    }
  }

  return {
    /** Starts a read that may be stored: call before the database is asked. */
    reading: (): StoreReading => ({ generation, since: now() }),

    /** Forgets every entry: called around every write. */
    clear() {
      generation++
      entries.clear()
      size = 0
    },

    /** The entry under `key` while it is fresh. */
    get(key: string): V | undefined {
      const slot = entries.get(key)
      if (!slot) return undefined
      if (now() - slot.since >= ttlMs) {
        drop(key, slot)
        return undefined
      }
      if (refreshOnRead) {
        entries.delete(key)
        entries.set(key, slot)
      }
      return slot.value
    },

    /** Keeps `value` read during `reading`; ignored when anything was written since it began or it is too large. */
    set(key: string, value: V, reading: StoreReading, entrySize: number) {
      if (reading.generation !== generation || entrySize > maxEntrySize) return
      const previous = entries.get(key)
      if (previous) drop(key, previous)
      entries.set(key, { value, since: reading.since, size: entrySize })
      size += entrySize
      trim()
    },

    /** Drops the entry under `key` when it is still `value` (a newer one stored meanwhile stays). */
    forget(key: string, value: V) {
      const slot = entries.get(key)
      if (slot?.value === value) drop(key, slot)
    },

    /** Counts `more` in the size of `value`, when it is still what `key` holds (not dropped meanwhile). */
    grow(key: string, value: V, more: number): boolean {
      const slot = entries.get(key)
      if (slot?.value !== value) return false
      slot.size += more
      size += more
      trim()
      return true
    },

    /** How much it holds now. */
    stats: () => ({ entries: entries.size, size }),
  }
}
