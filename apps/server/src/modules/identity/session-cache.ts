import type { Clock } from '../../lib/clock'
import type { Authenticated } from '../../plugins/authentication'

interface Entry {
  row: Authenticated
  cachedUntil: number
}

/** How long an entry may be trusted without an announcement: a backstop, not the mechanism. */
export const SESSION_CACHE_TTL_MS = 5_000
/** The channel the database notifies, with a person's id, when their sessions or their row change. */
export const SESSION_CHANGES_CHANNEL = 'kindred_sessions'
const MAX_ENTRIES = 10_000

/**
 * Remembers recently checked sessions by access-token hash so an authenticated request skips the
 * session query (decisions 009, 043 and 060). Only a committed change forgets, and only its person:
 * - `forget(person)` drops one person's entries when the database announces (LISTEN/NOTIFY, after
 *   commit) that their sessions or their row changed, through any instance or by hand, and when a
 *   statement outside a transaction changed them through this instance (it has committed);
 * - `hold(person)`, for a write inside a transaction on this instance, drops their entries and
 *   stores none of theirs until their change is announced (or the backstop passes, if it was rolled
 *   back): the announcement arrives a moment after the commit, on another connection, so without
 *   the hold a check reading just before the commit could store what the same browser's next
 *   request would then be answered from.
 * A request that changes nothing (refused, failed, or with nothing to end) forgets nothing.
 * The cache trusts nothing until the instance is listening, and stops while the listening
 * connection is lost (changes announced meanwhile would be missed).
 *
 * A generation counter closes the race where a check reads the database, a change lands, and the
 * check then stores what it read: an entry is only stored under the generation it started with.
 * An entry then stays until its person is forgotten, everything is, or its few seconds run out.
 */
export function createSessionCache(options: { clock: Clock }) {
  const entries = new Map<string, Entry>()
  // People changed by a transaction of this instance whose announcement has not arrived: until when.
  const held = new Map<number, number>()
  let generation = 0
  let listening = false

  const clear = () => {
    generation++
    entries.clear()
    held.clear()
  }
  const drop = (userId: number) => {
    generation++
    for (const [hash, entry] of entries) if (entry.row.user.id === userId) entries.delete(hash)
  }
  const isHeld = (userId: number) => {
    const until = held.get(userId)
    if (until === undefined) return false
    if (options.clock.now().getTime() < until) return true
    held.delete(userId)
    return false
  }

  return {
    generation: () => generation,

    /** Changes made anywhere now arrive through forget(); until then (and after a loss) nothing is kept. */
    listening(now: boolean) {
      listening = now
      clear()
    },

    /** A committed change to one person's sessions or row: drops what is kept for them. */
    forget(userId: number) {
      held.delete(userId)
      drop(userId)
    },

    /** A change to one person inside a transaction not yet committed: nothing of theirs is kept until it is announced. */
    hold(userId: number) {
      if (held.size >= MAX_ENTRIES) held.delete(held.keys().next().value as number)
      held.set(userId, options.clock.now().getTime() + SESSION_CACHE_TTL_MS)
      drop(userId)
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
      if (!listening || startedAt !== generation || isHeld(row.user.id)) return
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
      entries.set(accessHash, {
        row,
        cachedUntil: options.clock.now().getTime() + SESSION_CACHE_TTL_MS,
      })
    },
  }
}
export type SessionCache = ReturnType<typeof createSessionCache>
