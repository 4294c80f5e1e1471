import { and, desc, eq, gt, lte, sql } from 'drizzle-orm'
import { SESSION_ID_INVALID, SESSION_ID_NOT_FOUND } from '@kindred/contract/errors'
import { GUIDE_CONSENT_VERSION, GUIDE_SESSION_DAYS, GUIDE_SESSION_ID } from '@kindred/contract/guide'
import type { Db } from '../../db/client'
import { guideSessions } from '../../db/schema/index'
import { AppError } from '../../lib/app-error'
import { DAY, HOUR, type Clock } from '../../lib/clock'
import type { SealedBox } from '../../lib/sealed-box'
import { randomToken, sha256 } from '../../lib/secrets'

export type GuideSessionRow = typeof guideSessions.$inferSelect

const LIFETIME = GUIDE_SESSION_DAYS * DAY
/** Sliding expiry is written at most once an hour per session, not on every read. */
const SLIDE_EVERY = HOUR

const invalid = () => new AppError(400, 'SESSION_INVALID', SESSION_ID_INVALID)
const notFound = () => new AppError(404, 'SESSION_NOT_FOUND', SESSION_ID_NOT_FOUND)

/**
 * Guide sessions (SPEC §4.3). The id is the visitor's key: 256 random bits, stored as a SHA-256
 * hash. A malformed or expired id answers 400 `session_id is invalid`, an unknown one 404
 * `session_id is not found` — expired rows are never readable, even before the purge deletes them.
 */
export function createGuideSessions(deps: { db: Db; clock: Clock; box: SealedBox }) {
  const { db, clock, box } = deps
  const later = (from: Date) => new Date(from.getTime() + LIFETIME)

  return {
    async create(userId: number | null) {
      const key = randomToken()
      const now = clock.now()
      const expiresAt = later(now)
      await db.insert(guideSessions).values({
        keyHash: sha256(key),
        keySealed: userId === null ? null : box.seal(key),
        userId,
        consentVersion: GUIDE_CONSENT_VERSION,
        consentedAt: now,
        createdAt: now,
        lastActiveAt: now,
        expiresAt,
      })
      return { session_id: key, expires_at: expiresAt.toISOString() }
    },

    /**
     * The live session behind an id. Slides its expiry (at most hourly) and links it to the
     * signed-in person when it has no owner yet, so it can be resumed on another device.
     */
    async resolve(sessionId: string, userId: number | null = null, tx: Db = db): Promise<GuideSessionRow> {
      if (!GUIDE_SESSION_ID.test(sessionId)) throw invalid()
      const [row] = await tx
        .select()
        .from(guideSessions)
        .where(eq(guideSessions.keyHash, sha256(sessionId)))
      if (!row) throw notFound()
      const now = clock.now()
      if (row.expiresAt <= now) throw invalid()
      const stale = later(now).getTime() - row.expiresAt.getTime() >= SLIDE_EVERY
      const adopt = userId !== null && row.userId === null
      if (stale || adopt) {
        const [updated] = await tx
          .update(guideSessions)
          .set({
            lastActiveAt: now,
            expiresAt: later(now),
            ...(adopt ? { userId, keySealed: box.seal(sessionId) } : {}),
          })
          .where(eq(guideSessions.id, row.id))
          .returning()
        return updated ?? row
      }
      return row
    },

    /** A signed-in person's most recently used live session, to resume on another device. */
    async latestFor(userId: number) {
      const [row] = await db
        .select()
        .from(guideSessions)
        .where(and(eq(guideSessions.userId, userId), gt(guideSessions.expiresAt, clock.now())))
        .orderBy(desc(guideSessions.lastActiveAt), desc(guideSessions.id))
        .limit(1)
      return row ?? null
    },

    /** The key of a session linked to an account, for its owner only (the caller checks). */
    keyOf(row: GuideSessionRow): string | null {
      return row.keySealed ? box.open(row.keySealed) : null
    },

    /** Deletes the session with its answers, report and votes; its comments stay, unlinked. */
    async remove(session: GuideSessionRow) {
      await db.delete(guideSessions).where(eq(guideSessions.id, session.id))
    },

    async markCompleted(session: GuideSessionRow, tx: Db = db) {
      await tx
        .update(guideSessions)
        .set({ completedAt: sql`coalesce(${guideSessions.completedAt}, ${clock.now()})` })
        .where(eq(guideSessions.id, session.id))
    },

    /** The retention purge: every expired session and everything hanging off it. Returns how many. */
    async purgeExpired(): Promise<number> {
      const gone = await db
        .delete(guideSessions)
        .where(lte(guideSessions.expiresAt, clock.now()))
        .returning({ id: guideSessions.id })
      return gone.length
    },
  }
}
export type GuideSessions = ReturnType<typeof createGuideSessions>
