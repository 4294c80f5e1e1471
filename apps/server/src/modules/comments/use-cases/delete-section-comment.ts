import { commentNotFound } from '../comment-rules'
import type { CommentOwner } from '../section-comment-owner'
import type { CommentsDeps } from '../comments-deps'

/**
 * Deletes the owner's comment for good, with its votes (ON DELETE CASCADE) and its flags (the
 * trigger of migration 0004). A hidden comment can still be deleted by its author. Anyone else's: 404.
 */
export async function deleteSectionComment(deps: CommentsDeps, commentId: number, owner: CommentOwner) {
  if (!(await deps.comments.section.deleteOwn(commentId, owner))) throw commentNotFound('section')
}
