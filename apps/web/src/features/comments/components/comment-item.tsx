import { useRef, useState, type ReactNode } from 'react'
import type { Comment } from '@kindred/contract/comments'
import { Button } from '@/components/ui/button'
import { useCreateComment } from '../api/create-comment'
import { useDeleteComment } from '../api/delete-comment'
import { useEditComment } from '../api/edit-comment'
import { MEMORY_COMMENT_RULES } from '../lib/body-rules'
import { CommentForm } from './common/comment-form'
import { useWithoutName, WithoutNameChoice } from './common/without-name-choice'
import { CommentByline } from './common/comment-byline'
import { useOwnCommentControls } from './common/own-comment-controls'

export type CommentActions = (comment: {
  id: string
  is_mine: boolean
  /** Who wrote it, when named (to report, mute or block them). */
  author: Comment['author']
}) => ReactNode
/**
 * Under its author's own comment that moderation set aside: why, and a way to ask for a second look.
 * `onAppealed` refreshes the memory's comments, which then say where it stands.
 */
export type CommentModerationNote = (
  comment: { id: string; moderation: NonNullable<Comment['moderation']> },
  onAppealed: () => void,
) => ReactNode

/** What other features put on each comment (see CommentsSectionProps), and for whom. */
export interface CommentSlots {
  signedIn: boolean
  commentActions: CommentActions | undefined
  othersCommentActions: CommentActions | undefined
  moderationNote: CommentModerationNote | undefined
  /** Whether a reply starts without the person's name (decision 057). */
  anonymousByDefault: boolean
  onAppealed: () => void
}

type Shown = Omit<Comment, 'replies'> & { replies?: Omit<Comment, 'replies'>[] }

interface CommentItemProps {
  shareableLink: string
  comment: Shown
  /** Top-level comments can be replied to (one level only); replies cannot. */
  isReply: boolean
  /** Signed in and the memory's policy lets this person write. */
  mayWrite: boolean
  slots: CommentSlots
  /** Said by the section's status line (saved, posted, deleted). */
  announce: (message: string) => void
  /** The comment is gone from the list: the section takes focus back. */
  onDeleted: () => void
}

/**
 * Who wrote it: a name, "The author" on their own anonymous memory, "Anonymous" when posted without
 * the name (decision 057), or nobody named (an erased account).
 */
export function authorName(comment: Pick<Comment, 'author' | 'is_memory_author' | 'anonymous'>): string {
  if (comment.author) return comment.author.display_name
  if (comment.is_memory_author) return 'The author'
  return comment.anonymous ? 'Anonymous' : 'A former member'
}

/**
 * One comment or reply: who, when, edited or not, its text exactly as written (never HTML). Your
 * own can be edited in place or deleted after a second step; a top-level comment can be replied to.
 */
export function CommentItem({
  shareableLink,
  comment,
  isReply,
  mayWrite,
  slots,
  announce,
  onDeleted,
}: CommentItemProps) {
  const [replying, setReplying] = useState(false)
  const replyButton = useRef<HTMLButtonElement>(null)
  const edit = useEditComment(shareableLink, comment.id)
  const remove = useDeleteComment(shareableLink, comment.id)
  const reply = useCreateComment(shareableLink)
  const withoutName = useWithoutName(slots.anonymousByDefault)
  const name = authorName(comment)
  const replies = comment.replies ?? []
  const own = useOwnCommentControls({
    editing: {
      rules: MEMORY_COMMENT_RULES,
      label: isReply ? 'Your reply' : 'Your comment',
      formLabel: isReply ? 'Edit your reply' : 'Edit your comment',
      emptyMessage: 'Please write something first.',
      failurePrefix: 'We could not save your changes.',
      body: comment.body,
      save: (body) => edit.mutateAsync(body),
      saving: edit.isPending,
      announce,
    },
    remove,
    consequence:
      replies.length > 0
        ? 'Its text goes for everyone; the replies stay, under “This comment was deleted.”'
        : 'It goes for everyone.',
    onDeleted: () => {
      announce('Your comment is deleted.')
      onDeleted()
    },
  })
  const backToReply = () => requestAnimationFrame(() => replyButton.current?.focus())

  return (
    <li className="flex flex-col gap-3">
      <article
        // Notifications and the moderators' links point here (…#comment-<id>).
        id={`comment-${comment.id}`}
        tabIndex={-1}
        aria-label={comment.deleted ? 'A deleted comment' : `${isReply ? 'Reply' : 'Comment'} by ${name}`}
        className="flex flex-col gap-2"
      >
        {comment.deleted ? (
          <p className="text-muted italic">This comment was deleted.</p>
        ) : (
          <>
            <CommentByline
              name={name}
              marks={[
                ...(comment.is_memory_author && comment.author ? ['Author'] : []),
                ...(comment.is_mine ? [`Your ${isReply ? 'reply' : 'comment'}`] : []),
              ]}
              createdAt={comment.created_at}
              editedAt={comment.edited_at}
            />
            {own.text}
            {/* Only its author is ever sent `moderation`: others never get such a comment at all. */}
            {comment.moderation && slots.moderationNote && !own.editing
              ? slots.moderationNote({ id: comment.id, moderation: comment.moderation }, slots.onAppealed)
              : null}
            {own.editing ? null : (
              <div className="flex flex-wrap items-center gap-2">
                {!isReply && mayWrite ? (
                  <Button
                    ref={replyButton}
                    variant="quiet"
                    aria-expanded={replying}
                    onClick={() => setReplying((open) => !open)}
                  >
                    Reply
                  </Button>
                ) : null}
                {comment.is_mine ? own.buttons : null}
                {slots.commentActions?.(comment)}
                {slots.signedIn && !comment.is_mine ? slots.othersCommentActions?.(comment) : null}
              </div>
            )}
            {own.confirmation}
          </>
        )}
      </article>
      {replies.length > 0 ? (
        <ul
          aria-label={`Replies to ${comment.deleted ? 'a deleted comment' : name}`}
          className="ml-3 flex flex-col gap-4 border-l-2 border-line pl-4 sm:ml-6"
        >
          {replies.map((child) => (
            <CommentItem
              key={child.id}
              shareableLink={shareableLink}
              comment={child}
              isReply
              mayWrite={mayWrite}
              slots={slots}
              announce={announce}
              onDeleted={onDeleted}
            />
          ))}
        </ul>
      ) : null}
      {replying && !comment.deleted ? (
        <div className="ml-3 border-l-2 border-line pl-4 sm:ml-6">
          <CommentForm
            rules={MEMORY_COMMENT_RULES}
            emptyMessage="Please write something first."
            label={`Your reply to ${name}`}
            formLabel={`Reply to ${name}`}
            submitLabel="Post reply"
            pendingLabel="Posting…"
            pending={reply.isPending}
            onSubmit={(body) =>
              reply.mutateAsync({ body, parentId: comment.id, anonymous: withoutName.anonymous })
            }
            onDone={() => {
              withoutName.reset()
              setReplying(false)
              announce('Your reply is posted.')
              backToReply()
            }}
            onCancel={() => {
              setReplying(false)
              backToReply()
            }}
            failurePrefix="We could not post your reply."
            autoFocus
            rows={3}
          >
            <WithoutNameChoice
              label="Reply without my name"
              checked={withoutName.anonymous}
              onChange={withoutName.choose}
            />
          </CommentForm>
        </div>
      ) : null}
    </li>
  )
}
