import { SESSION_ID_INVALID, SESSION_ID_NOT_FOUND } from '@kindred/contract/errors'
import { GUIDE_SESSION_ID } from '@kindred/contract/guide'
import { AppError } from '../../../lib/app-error'
import { sha256 } from '../../../lib/secrets'
import type { GuideDeps } from '../guide-deps'
import { expiryFrom, shouldSlide } from '../guide-session-lifetime'
import type { GuideSessionRow } from '../guide-sessions.repository'

const invalid = () => new AppError(400, 'SESSION_INVALID', SESSION_ID_INVALID)
const notFound = () => new AppError(404, 'SESSION_NOT_FOUND', SESSION_ID_NOT_FOUND)

/**
 * The live session behind an id. A malformed or expired id answers 400 `session_id is invalid`, an
 * unknown one 404 `session_id is not found`: expired rows are never readable, even before the purge
 * deletes them. Slides the expiry (at most hourly) and links the session to the signed-in person
 * when it has no owner yet, so it can be resumed on another device.
 */
export async function resolveGuideSession(
  deps: GuideDeps,
  sessionId: string,
  userId: number | null = null,
): Promise<GuideSessionRow> {
  if (!GUIDE_SESSION_ID.test(sessionId)) throw invalid()
  const row = await deps.sessions.findByKeyHash(sha256(sessionId))
  if (!row) throw notFound()
  const now = deps.clock.now()
  if (row.expiresAt <= now) throw invalid()
  if (userId !== null && row.userId === null) return adoptGuideSession(deps, row, sessionId, userId)
  if (shouldSlide(row.expiresAt, now)) {
    const updated = await deps.sessions.update(row.id, { lastActiveAt: now, expiresAt: expiryFrom(now) })
    return updated ?? row
  }
  return row
}

/** Links a session without an owner to the person who used it, so it can be resumed elsewhere. */
export async function adoptGuideSession(
  deps: GuideDeps,
  row: GuideSessionRow,
  sessionId: string,
  userId: number,
): Promise<GuideSessionRow> {
  const now = deps.clock.now()
  const updated = await deps.sessions.update(row.id, {
    lastActiveAt: now,
    expiresAt: expiryFrom(now),
    userId,
    keySealed: deps.box.seal(sessionId),
  })
  return updated ?? row
}
