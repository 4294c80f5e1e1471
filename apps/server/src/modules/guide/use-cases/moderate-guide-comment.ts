import { eq } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { guideComments } from '../../../db/schema/index'
import { createGuideCommentsRepository } from '../guide-comments.repository'

/**
 * A moderator hides or removes a guide comment (SPEC §10), in the transaction of their decision.
 * Hidden, it stays out of the guide as three flags keep it; removed, it is deleted (its flags go by
 * trigger). Guide comments are anonymous: there is nobody to tell and nothing to appeal.
 */
export async function moderateGuideComment(
  db: Db,
  commentId: number,
  outcome: 'hide' | 'remove',
  at: Date,
  tx: Db = db,
) {
  if (outcome === 'remove') {
    await tx.delete(guideComments).where(eq(guideComments.id, commentId))
    return
  }
  await createGuideCommentsRepository(db).hide(commentId, at, tx)
}
