import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { everyOwnRow } from '../../db/own-rows'
import { guideSessions } from '../../db/schema/index'

export type GuideSessionRow = typeof guideSessions.$inferSelect
type NewGuideSession = typeof guideSessions.$inferInsert

/** Guide sessions: rows in, rows out. */
export function createGuideSessionsRepository(db: Db) {
  return {
    async insert(values: NewGuideSession, tx: Db = db) {
      await tx.insert(guideSessions).values(values)
    },

    async findByKeyHash(keyHash: string, tx: Db = db): Promise<GuideSessionRow | null> {
      const [row] = await tx.select().from(guideSessions).where(eq(guideSessions.keyHash, keyHash))
      return row ?? null
    },

    async update(
      id: number,
      set: Partial<Pick<GuideSessionRow, 'lastActiveAt' | 'expiresAt' | 'userId' | 'keySealed'>>,
      tx: Db = db,
    ): Promise<GuideSessionRow | null> {
      const [row] = await tx.update(guideSessions).set(set).where(eq(guideSessions.id, id)).returning()
      return row ?? null
    },

    /** Links a session to a person only while it has no owner; null when it already has one. */
    async adopt(
      id: number,
      set: Pick<GuideSessionRow, 'lastActiveAt' | 'expiresAt' | 'keySealed'> & { userId: number },
      tx: Db = db,
    ): Promise<GuideSessionRow | null> {
      const [row] = await tx
        .update(guideSessions)
        .set(set)
        .where(and(eq(guideSessions.id, id), isNull(guideSessions.userId)))
        .returning()
      return row ?? null
    },

    /** A person's most recently used session still alive at `now`. */
    async latestLiveFor(userId: number, now: Date, tx: Db = db): Promise<GuideSessionRow | null> {
      const [row] = await tx
        .select()
        .from(guideSessions)
        .where(and(eq(guideSessions.userId, userId), gt(guideSessions.expiresAt, now)))
        .orderBy(desc(guideSessions.lastActiveAt), desc(guideSessions.id))
        .limit(1)
      return row ?? null
    },

    /** Every session linked to a person, oldest first (the account export). */
    listForUser: (userId: number) => everyOwnRow(db, userId, guideSessions),

    /** Deletes the session; its answers, report and votes go with it, its comments stay unlinked. */
    async delete(id: number, tx: Db = db) {
      await tx.delete(guideSessions).where(eq(guideSessions.id, id))
    },

    /** Sets completed_at unless it is already set. */
    async markCompleted(id: number, now: Date, tx: Db = db) {
      await tx
        .update(guideSessions)
        .set({ completedAt: sql`coalesce(${guideSessions.completedAt}, ${now})` })
        .where(eq(guideSessions.id, id))
    },

    /** Deletes every session expired at `now`; returns how many. */
    async deleteExpired(now: Date, tx: Db = db): Promise<number> {
      const gone = await tx
        .delete(guideSessions)
        .where(lte(guideSessions.expiresAt, now))
        .returning({ id: guideSessions.id })
      return gone.length
    },
  }
}
export type GuideSessionsRepository = ReturnType<typeof createGuideSessionsRepository>
