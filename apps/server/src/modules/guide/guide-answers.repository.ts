import { and, asc, count, eq, gt, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { guideAnswers, guideItems, guideSessions } from '../../db/schema/index'

export type AnswerRow = typeof guideAnswers.$inferSelect

/** A person's answers: one per item and session. Rows in, rows out. */
export function createGuideAnswersRepository(db: Db) {
  return {
    /** Saves the answer, changing it in place when the session already answered this item. */
    async upsert(
      values: { sessionId: number; itemId: number; value: string; counts: boolean; answeredAt: Date },
      tx: Db = db,
    ): Promise<AnswerRow> {
      const { value, counts, answeredAt } = values
      const [row] = await tx
        .insert(guideAnswers)
        .values(values)
        .onConflictDoUpdate({
          target: [guideAnswers.sessionId, guideAnswers.itemId],
          set: { value, counts, answeredAt },
        })
        .returning()
      return row!
    },

    async delete(sessionRowId: number, itemId: number, tx: Db = db) {
      await tx
        .delete(guideAnswers)
        .where(and(eq(guideAnswers.sessionId, sessionRowId), eq(guideAnswers.itemId, itemId)))
    },

    async listForSession(sessionRowId: number, tx: Db = db): Promise<AnswerRow[]> {
      return tx
        .select()
        .from(guideAnswers)
        .where(eq(guideAnswers.sessionId, sessionRowId))
        .orderBy(asc(guideAnswers.itemId))
    },

    /** The answers of these sessions with the question each answered (the account export). */
    async listWithItemsForSessions(sessionRowIds: number[], tx: Db = db) {
      if (sessionRowIds.length === 0) return []
      return tx
        .select({
          sessionId: guideAnswers.sessionId,
          item: guideItems.slug,
          prompt: guideItems.prompt,
          value: guideAnswers.value,
          counts: guideAnswers.counts,
          answeredAt: guideAnswers.answeredAt,
        })
        .from(guideAnswers)
        .innerJoin(guideItems, eq(guideItems.id, guideAnswers.itemId))
        .where(inArray(guideAnswers.sessionId, sessionRowIds))
        .orderBy(asc(guideAnswers.itemId))
    },

    async findOfSession(sessionRowId: number, answerId: number, tx: Db = db): Promise<AnswerRow | null> {
      const [row] = await tx
        .select()
        .from(guideAnswers)
        .where(and(eq(guideAnswers.id, answerId), eq(guideAnswers.sessionId, sessionRowId)))
      return row ?? null
    },

    /** How many sessions alive at `now` gave a counting answer to this item. */
    async countCounting(itemId: number, now: Date, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(guideAnswers)
        .innerJoin(guideSessions, eq(guideSessions.id, guideAnswers.sessionId))
        .where(
          and(
            eq(guideAnswers.itemId, itemId),
            eq(guideAnswers.counts, true),
            gt(guideSessions.expiresAt, now),
          ),
        )
      return row?.n ?? 0
    },
  }
}
export type GuideAnswersRepository = ReturnType<typeof createGuideAnswersRepository>
