import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import type { CommentSubjectRef } from '../api/comment-subject'
import { useDeleteComment } from '../api/delete-comment'
import { useEditComment } from '../api/edit-comment'
import { commentParts, commentWords, MEMORY_WORDS, type ShownComment } from '../lib/comment-view'
import { CommentActionRow } from './comment-action-row'
import type { CommentSlots } from './comment-slots'
import { CommentByline } from './common/comment-byline'
import { useOwnCommentControls } from './common/own-comment-controls'
import { useWithoutName } from './common/without-name-choice'
import { ReplyForm } from './reply-form'

interface CommentItemProps {
  /** What it is on: a memory, or a section of the guide's report (decision 076). */
  subject: CommentSubjectRef
  comment: ShownComment
  /** Top-level comments can be replied to (one level only); replies cannot. */
  isReply: boolean
  slots: CommentSlots
  /** Said by the section's status line (saved, posted, deleted). */
  announce: (message: string) => void
  /** The comment is gone from the list: the section takes focus back. */
  onDeleted: () => void
}

/**
 * One comment or reply, on any subject: who, when, edited or not, its text exactly as written (never
 * HTML). Its controls are what the server says the reader may do with it (`abilities`, decision
 * 078): edit it in place, delete it after a second step, reply to it; what the subject adds (love,
 * helpful votes, reports) comes through the slots. What shows is put together in lib/comment-view.ts.
 */
export function CommentItem(props: CommentItemProps) {
  const { subject, comment, isReply, slots, announce, onDeleted } = props
  const { t, i18n } = useLingui()
  const subjectWords = subject.kind === 'section' ? subject.words : MEMORY_WORDS
  const [replying, setReplying] = useState(false)
  // Kept while the reply form is closed, so a cancelled reply keeps the choice; forgotten once posted.
  const withoutName = useWithoutName(slots.anonymousByDefault)
  const replyButton = useRef<HTMLButtonElement>(null)
  const edit = useEditComment(subject, comment.id)
  const remove = useDeleteComment(subject, comment.id)
  const replies = comment.replies ?? []
  const words = commentWords(i18n, comment, { isReply, replies: replies.length, on: subjectWords })
  const own = useOwnCommentControls({
    may: comment.abilities,
    editing: {
      rules: subjectWords.rules,
      label: words.editLabel,
      formLabel: words.editFormLabel,
      emptyMessage: t(subjectWords.emptyMessage),
      failurePrefix: subjectWords.failurePrefix && t(subjectWords.failurePrefix),
      body: comment.body,
      save: (body) => edit.mutateAsync(body),
      saving: edit.isPending,
      announce,
    },
    remove,
    consequence: words.deleteConsequence,
    onDeleted: () => {
      announce(t`Your comment is deleted.`)
      onDeleted()
    },
  })
  const parts = commentParts(comment, { editing: own.editing, replying })
  const backToReply = () => requestAnimationFrame(() => replyButton.current?.focus())

  return (
    <li className="flex flex-col gap-3">
      <article
        // Notifications and the moderators' links point here (…#comment-<id>).
        id={`comment-${comment.id}`}
        tabIndex={-1}
        aria-label={words.label}
        className="flex flex-col gap-2"
      >
        {comment.deleted ? (
          <p className="text-muted italic">
            <Trans>This comment was deleted.</Trans>
          </p>
        ) : (
          <>
            <CommentByline
              name={words.name}
              marks={words.marks}
              createdAt={comment.created_at}
              editedAt={comment.edited_at}
            />
            {own.text}
            {parts.moderation && slots.moderationNote
              ? slots.moderationNote({ id: comment.id, moderation: parts.moderation }, slots.onAppealed)
              : null}
            {parts.actions ? (
              <CommentActionRow
                comment={comment}
                shows={parts.actions}
                replying={replying}
                replyButton={replyButton}
                onReply={() => setReplying((open) => !open)}
                ownButtons={own.buttons}
                slots={slots}
              />
            ) : null}
            {own.confirmation}
          </>
        )}
      </article>
      {replies.length > 0 ? (
        <ul
          aria-label={words.repliesLabel}
          className="ml-3 flex flex-col gap-4 border-l-2 border-line pl-4 sm:ml-6"
        >
          {replies.map((child) => (
            <CommentItem key={child.id} {...props} comment={child} isReply />
          ))}
        </ul>
      ) : null}
      {parts.replyForm ? (
        <ReplyForm
          subject={subject}
          parentId={comment.id}
          name={words.name}
          anonymous={withoutName.anonymous}
          onChoose={withoutName.choose}
          onPosted={() => {
            withoutName.reset()
            setReplying(false)
            announce(t`Your reply is posted.`)
            backToReply()
          }}
          onCancel={() => {
            setReplying(false)
            backToReply()
          }}
        />
      ) : null}
    </li>
  )
}
