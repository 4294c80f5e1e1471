import { useEffect, useRef, useState } from 'react'
import type { GuideComment } from '@kindred/contract/guide-comments'
import { useEditSectionComment } from '../../api/edit-section-comment'
import { SECTION_COMMENT_RULES } from '../../lib/body-rules'
import { CommentForm } from '../common/comment-form'
import { HelpfulButton } from './helpful-button'
import { helpfulCountText } from './helpful-count'
import { OwnCommentActions } from './own-comment-actions'
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

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' })

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
  const [editing, setEditing] = useState(false)
  const edit = useEditSectionComment(sessionId, sectionSlug, comment.id)
  const backToEdit = useRef(false)
  const editButton = useRef<HTMLButtonElement>(null)
  const stopEditing = (message?: string) => {
    backToEdit.current = true
    setEditing(false)
    if (message) announce(message)
  }
  // The box is gone once editing ends: focus goes back to the Edit button, once it is there again.
  useEffect(() => {
    if (editing || !backToEdit.current) return
    backToEdit.current = false
    editButton.current?.focus()
  }, [editing])

  return (
    <li className="flex flex-col gap-2 border-b-2 border-line pb-4 last:border-b-0">
      <p className="flex flex-wrap items-center gap-2 text-base text-muted">
        <span className="font-semibold text-ink">{comment.author ?? 'Anonymous'}</span>
        <span aria-hidden="true">·</span>
        <span>{formatDate(comment.created_at)}</span>
        {comment.edited_at ? <span>(edited)</span> : null}
        {comment.mine ? (
          <span className="rounded-lg bg-calm px-2 py-0.5 font-semibold text-ink">Your comment</span>
        ) : null}
      </p>
      {editing ? (
        <CommentForm
          rules={SECTION_COMMENT_RULES}
          label="Your comment"
          formLabel="Edit your comment"
          submitLabel="Save changes"
          pendingLabel="Saving…"
          initialBody={comment.body}
          pending={edit.isPending}
          onSubmit={(body) => edit.mutateAsync(body)}
          onDone={() => stopEditing('Your changes are saved.')}
          onCancel={() => stopEditing()}
          emptyMessage="Please write something, or delete the comment."
          autoFocus
        />
      ) : (
        <p className="whitespace-pre-line">{comment.body}</p>
      )}
      {editing ? null : (
        <div className="flex flex-wrap items-center gap-3">
          {comment.mine ? (
            <>
              <span className="text-base text-muted">{helpfulCountText(comment.helpful_count)}</span>
              <OwnCommentActions
                sessionId={sessionId}
                sectionSlug={sectionSlug}
                commentId={comment.id}
                editButtonRef={editButton}
                onEdit={() => setEditing(true)}
                onDeleted={onDeleted}
              />
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
    </li>
  )
}
