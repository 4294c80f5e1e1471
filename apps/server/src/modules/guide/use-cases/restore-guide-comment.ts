import type { Db } from '../../../db/client'
import { createGuideCommentsRepository } from '../guide-comments.repository'

/**
 * A guide comment that three flags hid is shown again when a moderator decides it stays (SPEC §10):
 * the moderation module calls this in the transaction of its decision.
 */
export async function restoreGuideComment(db: Db, commentId: number, tx: Db = db) {
  await createGuideCommentsRepository(db).unhide(commentId, tx)
}
