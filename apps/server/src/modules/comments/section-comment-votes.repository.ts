import { and, count, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { guideCommentVotes } from '../../db/schema/index'

/** Helpful votes on comments on report sections, one per comment and session. Rows in, rows out. */
export function createSectionCommentVotesRepository(db: Db) {
  return {
    /** Removes this session's vote; true when there was one. */
    async delete(commentId: number, sessionRowId: number, tx: Db = db): Promise<boolean> {
      const removed = await tx
        .delete(guideCommentVotes)
        .where(and(eq(guideCommentVotes.commentId, commentId), eq(guideCommentVotes.sessionId, sessionRowId)))
        .returning({ id: guideCommentVotes.commentId })
      return removed.length > 0
    },

    async insert(commentId: number, sessionRowId: number, now: Date, tx: Db = db) {
      await tx
        .insert(guideCommentVotes)
        .values({ commentId, sessionId: sessionRowId, createdAt: now })
        .onConflictDoNothing()
    },

    async countFor(commentId: number, tx: Db = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(guideCommentVotes)
        .where(eq(guideCommentVotes.commentId, commentId))
      return row?.n ?? 0
    },
  }
}
export type SectionCommentVotesRepository = ReturnType<typeof createSectionCommentVotesRepository>
