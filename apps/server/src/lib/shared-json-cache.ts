import type { Clock } from './clock'

/** How many answers an instance keeps, and how many characters of JSON in all (a memory page may be 10 kB). */
const MAX_ENTRIES = 15_000
const MAX_CHARACTERS = 24_000_000

interface Entry {
  json: string
  since: number
}

/** When a reading began, and under which generation: what it read is kept only if no write came since. */
export interface SharedReading {
  generation: number
  since: number
}

/**
 * JSON that every reader of a kind is given the same, shared by all of them on this instance: memory
 * cards (decision 042) and comment pages (decision 045). The caller decides who may be given a
 * copy; this only keeps them.
 *
 * A copy is served for up to `ttlMs` after the reading that wrote it began, the delay the visitor
 * cache has (VISITOR_CACHE_MS): another instance shows a change that much later. Every request that
 * may write on this instance empties it (`clearOnWrites`), before it runs and before its answer
 * leaves, and a copy read before a write is never stored after it (the generation rule of the
 * session-check and visitor caches). Bounded in entries and in characters, oldest out first.
 */
export function createSharedJsonCache(options: {
  ttlMs: number
  clock: Clock
  limits?: { entries: number; characters: number }
}) {
  const limits = options.limits ?? { entries: MAX_ENTRIES, characters: MAX_CHARACTERS }
  const entries = new Map<string, Entry>()
  let generation = 0
  let characters = 0
  const now = () => options.clock.now().getTime()
  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    characters -= entry.json.length
    entries.delete(key)
  }
  return {
    /** Whether it keeps anything: `ttlMs` 0 turns sharing off, and each reader reads their own. */
    sharing: options.ttlMs > 0,
    reading: (): SharedReading => ({ generation, since: now() }),
    /** How much it holds: for tests of its bounds. */
    size: () => ({ entries: entries.size, characters }),
    clear() {
      generation++
      entries.clear()
      characters = 0
    },
    get(key: string): string | undefined {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (now() - entry.since < options.ttlMs) return entry.json
      remove(key)
      return undefined
    },
    set(key: string, json: string, reading: SharedReading) {
      if (options.ttlMs === 0 || reading.generation !== generation) return
      if (json.length > limits.characters) return
      remove(key)
      // Map order is insertion order: the oldest copy goes first.
      while (entries.size >= limits.entries || characters + json.length > limits.characters)
        remove(entries.keys().next().value as string)
      entries.set(key, { json, since: reading.since })
      characters += json.length
    },
  }
}
export type SharedJsonCache = ReturnType<typeof createSharedJsonCache>
