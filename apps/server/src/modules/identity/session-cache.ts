import type { Clock } from '../../lib/clock'
import type { Authenticated } from '../../plugins/authentication'

interface Entry {
  row: Authenticated
  cachedUntil: number
}

/** How long an entry may be trusted without any write in between: a backstop, not the mechanism. */
export const SESSION_CACHE_TTL_MS = 5_000
/** The channel the database notifies, with a person's id, when their sessions or their row change. */
export const SESSION_CHANGES_CHANNEL = 'kindred_sessions'
const MAX_ENTRIES = 10_000

/**
 * Remembers recently checked sessions by access-token hash so an authenticated request skips the
 * session query (decisions 009 and 043). Two ways an answer is forgotten:
 * - `invalidate()` drops everything, around every write made through this instance, so its very
 *   next request sees a logout or a revocation;
 * - `forget(person)` drops one person's entries when the database announces (LISTEN/NOTIFY, after
 *   commit) that their sessions or their row changed, through any instance or by hand.
 * The cache trusts nothing until the instance is listening, and stops while the listening
 * connection is lost (changes announced meanwhile would be missed).
 *
 * A generation counter closes the race where a check reads the database, a change lands, and the
 * check then stores what it read: an entry is only stored under the generation it started with.
 * An entry then stays until its person is forgotten, everything is, or its few seconds run out.
 */
export function createSessionCache(options: { clock: Clock }) {
  const entries = new Map<string, Entry>()
  let generation = 0
  let listening = false

  const invalidate = () => {
    generation++
    entries.clear()
  }

  return {
    generation: () => generation,

    /** Changes made anywhere now arrive through forget(); until then (and after a loss) nothing is kept. */
    listening(now: boolean) {
      listening = now
      invalidate()
    },

    /** Drops everything: called around every write to sessions or users made on this instance. */
    invalidate,

    /** Drops what is kept for one person: their sessions or their row changed somewhere. */
    forget(userId: number) {
      generation++
      for (const [hash, entry] of entries) if (entry.row.user.id === userId) entries.delete(hash)
    },

    get(accessHash: string): Authenticated | undefined {
      const entry = entries.get(accessHash)
      if (!entry) return undefined
      const now = options.clock.now()
      const { session } = entry.row
      const stillValid =
        now.getTime() < entry.cachedUntil &&
        session.revokedAt === null &&
        session.accessExpiresAt > now &&
        session.absoluteExpiresAt > now
      if (stillValid) return entry.row
      entries.delete(accessHash)
      return undefined
    },

    /** Stores a row read while `startedAt` was the generation; ignored if anything changed since. */
    set(accessHash: string, row: Authenticated, startedAt: number) {
      if (!listening || startedAt !== generation) return
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
      entries.set(accessHash, {
        row,
        cachedUntil: options.clock.now().getTime() + SESSION_CACHE_TTL_MS,
      })
    },
  }
}
export type SessionCache = ReturnType<typeof createSessionCache>
