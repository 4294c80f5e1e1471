import { Trans } from '@lingui/react/macro'
import type { ReactNode, RefObject } from 'react'
import type { Comment } from '@kindred/contract/comments'
import { Button } from '@/components/ui/button'
import type { commentParts } from '../lib/comment-view'
import type { CommentSlots } from './comment-slots'

interface CommentActionRowProps {
  comment: Pick<Comment, 'id' | 'is_mine' | 'author' | 'abilities'>
  shows: NonNullable<ReturnType<typeof commentParts>['actions']>
  replying: boolean
  replyButton: RefObject<HTMLButtonElement | null>
  onReply: () => void
  /** Edit and Delete…, from the comment's own controls, each as the comment's abilities say. */
  ownButtons: ReactNode
  slots: Pick<CommentSlots, 'commentActions' | 'othersCommentActions'>
}

/** The row under a comment: Reply, your own Edit and Delete…, and what other features put there. */
export function CommentActionRow({
  comment,
  shows,
  replying,
  replyButton,
  onReply,
  ownButtons,
  slots,
}: CommentActionRowProps) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {shows.reply ? (
        <Button ref={replyButton} variant="quiet" aria-expanded={replying} onClick={onReply}>
          <Trans>Reply</Trans>
        </Button>
      ) : null}
      {shows.edit || shows.delete ? ownButtons : null}
      {slots.commentActions?.(comment)}
      {shows.others ? slots.othersCommentActions?.(comment) : null}
    </div>
  )
}
