import type { Clock } from '../../lib/clock'
import type { SessionRow } from './sessions.repository'
import type { UserRow } from './users.repository'

export type AuthenticatedRow = { user: UserRow; session: SessionRow }

interface Entry {
  row: AuthenticatedRow
  generation: number
  cachedUntil: number
}

/** How long an entry may be trusted without any write in between: a backstop, not the mechanism. */
export const SESSION_CACHE_TTL_MS = 5_000
const MAX_ENTRIES = 10_000

/**
 * Remembers recently checked sessions by access-token hash so an authenticated request on the
 * embedded database skips the session query (decision 009). Only for PGlite: one process owns that
 * database, so every write that could change an answer passes through `invalidate()` in this
 * process. With PostgreSQL several instances share sessions and the cache stays off.
 *
 * A generation counter closes the race where a check reads the database, a write lands, and the
 * check then stores what it read: an entry is only stored under the generation it started with.
 */
export function createSessionCache(options: { enabled: boolean; clock: Clock }) {
  const entries = new Map<string, Entry>()
  let generation = 0

  return {
    enabled: options.enabled,
    generation: () => generation,

    /** Drops everything: called around every write to sessions or users. */
    invalidate() {
      generation++
      entries.clear()
    },

    get(accessHash: string): AuthenticatedRow | undefined {
      const entry = entries.get(accessHash)
      if (!entry) return undefined
      const now = options.clock.now()
      const { session } = entry.row
      const stillValid =
        entry.generation === generation &&
        now.getTime() < entry.cachedUntil &&
        session.revokedAt === null &&
        session.accessExpiresAt > now &&
        session.absoluteExpiresAt > now
      if (stillValid) return entry.row
      entries.delete(accessHash)
      return undefined
    },

    /** Stores a row read while `startedAt` was the generation; ignored if anything was written since. */
    set(accessHash: string, row: AuthenticatedRow, startedAt: number) {
      if (!options.enabled || startedAt !== generation) return
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
      entries.set(accessHash, {
        row,
        generation,
        cachedUntil: options.clock.now().getTime() + SESSION_CACHE_TTL_MS,
      })
    },
  }
}
export type SessionCache = ReturnType<typeof createSessionCache>
