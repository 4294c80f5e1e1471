import { useId } from 'react'
import type { ReportSection } from '@kindred/contract/guide'
import { useComments } from '../../api/get-comments'
import { useVotes } from '../../api/get-votes'
import { LoadError } from '../shared/load-error'
import { LoadingStatus } from '../shared/loading-status'
import { CommentForm } from './comment-form'
import { CommentItem } from './comment-item'

/** What others wrote about this section, and a way to add to it. */
export function SectionComments({ sessionId, section }: { sessionId: string; section: ReportSection }) {
  const headingId = useId()
  const comments = useComments(sessionId, section.slug)
  const votes = useVotes(sessionId)
  const results = comments.data?.results ?? []

  return (
    <div className="flex flex-col gap-4 rounded-2xl border-2 border-line bg-card p-5">
      <h3 id={headingId} className="text-xl font-semibold">
        What others wrote
      </h3>
      {comments.isPending ? <LoadingStatus>Loading what others wrote…</LoadingStatus> : null}
      {comments.isError ? (
        <LoadError what="the comments" error={comments.error} onRetry={() => void comments.refetch()} />
      ) : null}
      {comments.isSuccess && results.length === 0 ? (
        <p>
          Nobody has written here yet. If something helped you with this, you could be the first to share it
          below.
        </p>
      ) : null}
      {results.length > 0 ? (
        <ul aria-labelledby={headingId} className="flex flex-col gap-4">
          {results.map((comment) => (
            <CommentItem
              key={comment.id}
              sessionId={sessionId}
              sectionSlug={section.slug}
              comment={comment}
              voted={votes.data?.has(comment.id) ?? false}
            />
          ))}
        </ul>
      ) : null}
      <CommentForm sessionId={sessionId} section={section} />
    </div>
  )
}
