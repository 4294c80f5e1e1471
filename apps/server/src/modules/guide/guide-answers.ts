import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { Answer } from '@kindred/contract/guide'
import { RATHER_NOT_SAY } from '@kindred/contract/guide-content'
import type { Db } from '../../db/client'
import { guideAnswers, guideSessions } from '../../db/schema/index'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import type { GuideCatalog } from './content/guide-catalog'

type AnswerRow = typeof guideAnswers.$inferSelect

export const toAnswerDto = (row: AnswerRow): Answer => ({
  id: row.id,
  trauma_id: row.itemId,
  value: row.value,
  counts: row.counts,
  answered_at: row.answeredAt.toISOString(),
})

/** A person's answers: one per item and session, changed in place, removed by "unselect". */
export function createGuideAnswers(deps: { db: Db; clock: Clock; catalog: GuideCatalog }) {
  const { db, clock, catalog } = deps

  const itemOrThrow = (itemId: number) => {
    const item = catalog.itemById.get(itemId)
    if (!item) throw new AppError(404, 'ITEM_NOT_FOUND', 'That question is not part of the guide.')
    return item
  }

  return {
    itemOrThrow,

    async upsert(sessionRowId: number, itemId: number, value: string) {
      const item = itemOrThrow(itemId)
      const option = item.options.find((o) => o.value === value)
      if (!option) {
        throw new AppError(422, 'VALIDATION', 'Please choose one of the offered answers.', [
          { path: 'body.value', message: `Choose one of: ${item.options.map((o) => o.value).join(', ')}.` },
        ])
      }
      const now = clock.now()
      const [row] = await db
        .insert(guideAnswers)
        .values({ sessionId: sessionRowId, itemId, value, counts: option.counts, answeredAt: now })
        .onConflictDoUpdate({
          target: [guideAnswers.sessionId, guideAnswers.itemId],
          set: { value, counts: option.counts, answeredAt: now },
        })
        .returning()
      return row!
    },

    async remove(sessionRowId: number, itemId: number) {
      itemOrThrow(itemId)
      await db
        .delete(guideAnswers)
        .where(and(eq(guideAnswers.sessionId, sessionRowId), eq(guideAnswers.itemId, itemId)))
    },

    async list(sessionRowId: number, tx: Db = db): Promise<AnswerRow[]> {
      return tx
        .select()
        .from(guideAnswers)
        .where(eq(guideAnswers.sessionId, sessionRowId))
        .orderBy(asc(guideAnswers.itemId))
    },

    async findOwn(sessionRowId: number, answerId: number) {
      const [row] = await db
        .select()
        .from(guideAnswers)
        .where(and(eq(guideAnswers.id, answerId), eq(guideAnswers.sessionId, sessionRowId)))
      return row ?? null
    },

    /**
     * How many live sessions gave a counting answer to this item. The caller hides it below the
     * small-number threshold.
     */
    async countingFor(itemId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(guideAnswers)
        .innerJoin(guideSessions, eq(guideSessions.id, guideAnswers.sessionId))
        .where(
          and(
            eq(guideAnswers.itemId, itemId),
            eq(guideAnswers.counts, true),
            sql`${guideSessions.expiresAt} > ${clock.now()}`,
          ),
        )
      return row?.n ?? 0
    },

    isRatherNotSay: (value: string) => value === RATHER_NOT_SAY,
  }
}
export type GuideAnswers = ReturnType<typeof createGuideAnswers>
