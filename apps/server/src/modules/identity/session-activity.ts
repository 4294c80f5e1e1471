import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sessions } from '../../db/schema/index'

/**
 * Whether a session is still signed in (not logged out, revoked or past its absolute end): what a
 * long-lived connection such as the notification stream re-checks, since its access token may be
 * refreshed many times while it stays open.
 */
export async function isSessionActive(db: Db, sessionId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.absoluteExpiresAt, now)))
  return row !== undefined
}
