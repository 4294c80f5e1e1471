import { flagContent } from '../../moderation'
import { commentNotFound } from '../comment-rules'
import type { CommentsDeps } from '../comments-deps'

/**
 * Flags a visible comment for the moderators with a snapshot of its text (SPEC §10). One flagger
 * counts once; when moderation says enough different people flagged it, the comment is hidden in
 * the same transaction until a moderator decides.
 */
export async function flagSectionComment(
  deps: CommentsDeps,
  input: { commentId: number; flagger: string; flaggerUserId: number | null; reason: string; note?: string },
) {
  await deps.db.transaction(async (tx) => {
    const comment = await deps.comments.section.findVisible(input.commentId, tx)
    if (!comment) throw commentNotFound('section')
    const { hide } = await flagContent(
      deps,
      {
        subjectKind: 'guide_comment',
        subjectId: comment.id,
        flagger: input.flagger,
        flaggerUserId: input.flaggerUserId,
        reason: input.reason,
        note: input.note,
        snapshot: comment.body,
      },
      tx,
    )
    if (hide) await deps.comments.section.hide(comment.id, deps.clock.now(), tx)
  })
}
