import { commentBody, commentNotFound } from '../comment-rules'
import type { CommentOwner } from '../section-comment-owner'
import type { CommentsDeps } from '../comments-deps'

/**
 * Changes the text of the owner's visible comment and marks it edited (only when the text really
 * changed). Anyone else's comment, or a hidden one, is a 404 and stays as it was (decision 015).
 */
export async function editSectionComment(
  deps: CommentsDeps,
  commentId: number,
  owner: CommentOwner,
  body: string,
) {
  const row = await deps.comments.section.updateOwnVisibleBody(
    commentId,
    owner,
    commentBody(body),
    deps.clock.now(),
  )
  if (!row) throw commentNotFound('section')
  return { row, helpfulCount: await deps.comments.section.helpfulCount(commentId) }
}
