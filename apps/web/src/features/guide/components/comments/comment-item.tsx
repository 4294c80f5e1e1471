import type { GuideComment } from '@kindred/contract/guide'
import { HelpfulButton } from './helpful-button'
import { ReportCommentDisclosure } from './report-comment-disclosure'

interface CommentItemProps {
  sessionId: string
  sectionSlug: string
  comment: GuideComment
  voted: boolean
}

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' })

/** One comment: who (or "Anonymous"), when, whether it is yours, and what you can do with it. */
export function CommentItem({ sessionId, sectionSlug, comment, voted }: CommentItemProps) {
  return (
    <li className="flex flex-col gap-2 border-b-2 border-line pb-4 last:border-b-0">
      <p className="flex flex-wrap items-center gap-2 text-base text-muted">
        <span className="font-semibold text-ink">{comment.author ?? 'Anonymous'}</span>
        <span aria-hidden="true">·</span>
        <span>{formatDate(comment.created_at)}</span>
        {comment.mine ? (
          <span className="rounded-lg bg-calm px-2 py-0.5 font-semibold text-ink">Your comment</span>
        ) : null}
      </p>
      <p className="whitespace-pre-line">{comment.body}</p>
      <div className="flex flex-wrap items-center gap-3">
        <HelpfulButton sessionId={sessionId} sectionSlug={sectionSlug} comment={comment} voted={voted} />
        {comment.mine ? null : <ReportCommentDisclosure sessionId={sessionId} commentId={comment.id} />}
      </div>
    </li>
  )
}
