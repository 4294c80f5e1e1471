import { commentNotFound, type CommentOwner } from '../comment-owner'
import type { GuideDeps } from '../guide-deps'

/**
 * Deletes the owner's comment for good, with its votes (ON DELETE CASCADE) and its flags (the
 * trigger of migration 0004). A hidden comment can still be deleted by its author. Anyone else's: 404.
 */
export async function deleteGuideComment(deps: GuideDeps, commentId: number, owner: CommentOwner) {
  if (!(await deps.comments.deleteOwn(commentId, owner))) throw commentNotFound()
}
