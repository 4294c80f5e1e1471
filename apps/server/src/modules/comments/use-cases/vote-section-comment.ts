import { AppError } from '../../../lib/app-error'
import { commentNotFound } from '../comment-rules'
import { isOwnedBy, type CommentOwner } from '../section-comment-owner'
import type { CommentsDeps } from '../comments-deps'

/**
 * Toggles this session's helpful vote (decision 015); returns whether it is now on, and the new
 * count. The voter is the session and, when signed in, the account: a comment of either is refused.
 */
export async function voteSectionComment(
  deps: CommentsDeps,
  commentId: number,
  voter: CommentOwner & { sessionRowId: number },
) {
  const comment = await deps.comments.section.findVisible(commentId)
  if (!comment) throw commentNotFound('section')
  if (isOwnedBy(comment, voter)) throw new AppError(403, 'OWN_COMMENT', 'comments.ownHelpful')
  const removed = await deps.comments.section.removeVote(commentId, voter.sessionRowId)
  if (!removed) await deps.comments.section.addVote(commentId, voter.sessionRowId, deps.clock.now())
  return { commentId, voted: !removed, helpfulCount: await deps.comments.section.helpfulCount(commentId) }
}
