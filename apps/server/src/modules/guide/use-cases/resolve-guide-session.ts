import { GUIDE_SESSION_ID } from '@kindred/contract/guide'
import { AppError } from '../../../lib/app-error'
import { sha256 } from '../../../lib/secrets'
import type { GuideDeps } from '../guide-deps'
import { expiryFrom, shouldSlide } from '../guide-session-lifetime'
import type { GuideSessionRow } from '../guide-sessions.repository'

const invalid = () => new AppError(400, 'SESSION_INVALID', 'guide.sessionInvalid')
const notFound = () => new AppError(404, 'SESSION_NOT_FOUND', 'guide.sessionNotFound')

/**
 * The live session behind an id, for the person asking: `viewerId` is the signed-in person's id, or
 * null for a visitor. Every guide request that names a session comes through here.
 *
 * - A malformed or expired id answers 400 `session_id is invalid`, an unknown one 404 `session_id is
 *   not found`: expired rows are never readable, even before the purge deletes them.
 * - A session linked to an account answers only that account, signed in. To anyone else (a visitor,
 *   another person) it is an unknown id, 404, checked before its expiry so that nothing, not even a
 *   400, says it exists; and nothing about it changes. Its id alone is no longer a key to it.
 * - A session without an owner is the visitor's key itself (SPEC §4): whoever holds the id may use it.
 *   Used while signed in, it is linked to that person (`adopt`, the default; the routes defer the link
 *   until their answer succeeds, see guideSessionOf) so it can be resumed on another device, and from
 *   then on it is bound to them like any linked session.
 *
 * Slides the expiry (at most hourly).
 */
export async function resolveGuideSession(
  deps: GuideDeps,
  sessionId: string,
  viewerId: number | null,
  options: { adopt: boolean } = { adopt: true },
): Promise<GuideSessionRow> {
  if (!GUIDE_SESSION_ID.test(sessionId)) throw invalid()
  const row = await deps.sessions.findByKeyHash(sha256(sessionId))
  if (!row || !answersTo(row, viewerId)) throw notFound()
  const now = deps.clock.now()
  if (row.expiresAt <= now) throw invalid()
  if (options.adopt && viewerId !== null && row.userId === null) {
    const adopted = await adoptGuideSession(deps, row, sessionId, viewerId)
    if (!adopted) throw notFound()
    return adopted
  }
  if (shouldSlide(row.expiresAt, now)) {
    const updated = await deps.sessions.update(row.id, { lastActiveAt: now, expiresAt: expiryFrom(now) })
    return updated ?? row
  }
  return row
}

/** A linked session answers only its owner; one without an owner answers whoever holds its id. */
const answersTo = (row: GuideSessionRow, viewerId: number | null) =>
  row.userId === null || row.userId === viewerId

/**
 * Links a session without an owner to the person who used it, so it can be resumed elsewhere. Only
 * while it has none: null when a request of someone else linked it first (it is theirs now).
 */
export async function adoptGuideSession(
  deps: GuideDeps,
  row: GuideSessionRow,
  sessionId: string,
  userId: number,
): Promise<GuideSessionRow | null> {
  const now = deps.clock.now()
  const adopted = await deps.sessions.adopt(row.id, {
    lastActiveAt: now,
    expiresAt: expiryFrom(now),
    userId,
    keySealed: deps.box.seal(sessionId),
  })
  if (adopted) return adopted
  const current = await deps.sessions.findByKeyHash(row.keyHash)
  return current && current.userId === userId ? current : null
}
