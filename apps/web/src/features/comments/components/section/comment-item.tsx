import type { GuideComment } from '@kindred/contract/comments-sections'
import { useDeleteSectionComment } from '../../api/delete-section-comment'
import { useEditSectionComment } from '../../api/edit-section-comment'
import { SECTION_COMMENT_RULES } from '../../lib/body-rules'
import { CommentByline } from '../common/comment-byline'
import { useOwnCommentControls } from '../common/own-comment-controls'
import { HelpfulButton } from './helpful-button'
import { helpfulCountText } from './helpful-count'
import { FlagCommentDisclosure } from './flag-comment-disclosure'

interface CommentItemProps {
  sessionId: string
  sectionSlug: string
  comment: GuideComment
  voted: boolean
  /** Something to tell a screen reader (saved, deleted), said by the section's status line. */
  announce: (message: string) => void
  onDeleted: () => void
}

/**
 * One comment: who (or "Anonymous"), when, whether it was edited and whether it is yours. Others'
 * comments can be marked helpful or reported; your own can be edited in place or deleted.
 */
export function CommentItem({
  sessionId,
  sectionSlug,
  comment,
  voted,
  announce,
  onDeleted,
}: CommentItemProps) {
  const edit = useEditSectionComment(sessionId, sectionSlug, comment.id)
  const remove = useDeleteSectionComment(sessionId, sectionSlug, comment.id)
  const own = useOwnCommentControls({
    editing: {
      rules: SECTION_COMMENT_RULES,
      label: 'Your comment',
      formLabel: 'Edit your comment',
      emptyMessage: 'Please write something, or delete the comment.',
      body: comment.body,
      save: (body) => edit.mutateAsync(body),
      saving: edit.isPending,
      announce,
    },
    remove,
    consequence: 'It is removed for everyone, with its helpful marks.',
    onDeleted,
  })

  return (
    <li className="flex flex-col gap-2 border-b-2 border-line pb-4 last:border-b-0">
      <CommentByline
        name={comment.author ?? 'Anonymous'}
        marks={comment.mine ? ['Your comment'] : []}
        createdAt={comment.created_at}
        editedAt={comment.edited_at}
      />
      {own.text}
      {own.editing ? null : (
        <div className="flex flex-wrap items-center gap-3">
          {comment.mine ? (
            <>
              <span className="text-base text-muted">{helpfulCountText(comment.helpful_count)}</span>
              {own.buttons}
            </>
          ) : (
            <>
              <HelpfulButton
                sessionId={sessionId}
                sectionSlug={sectionSlug}
                comment={comment}
                voted={voted}
              />
              <FlagCommentDisclosure sessionId={sessionId} commentId={comment.id} />
            </>
          )}
        </div>
      )}
      {own.confirmation}
    </li>
  )
}
