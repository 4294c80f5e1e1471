import { and, gt, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sessions } from '../../db/schema/index'

/**
 * Which of these sessions are still signed in (not logged out, revoked or past their absolute end):
 * what long-lived connections such as the notification streams re-check, in one query for all of
 * an instance's streams, since their access tokens may be refreshed many times while they stay open.
 */
export async function activeSessions(db: Db, sessionIds: number[], now: Date): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set()
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(inArray(sessions.id, sessionIds), isNull(sessions.revokedAt), gt(sessions.absoluteExpiresAt, now)),
    )
  return new Set(rows.map((row) => row.id))
}
