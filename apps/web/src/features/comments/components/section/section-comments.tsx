import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useRef, useState } from 'react'
import type { GuideReportSection } from '@kindred/contract/guide'
import { useSectionComments } from '../../api/list-section-comments'
import { useSectionVotes } from '../../api/list-section-votes'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { sectionSubject } from '../../api/section-subject'
import { shownSectionComment } from '../../api/section-subject'
import { CommentItem } from '../comment-item'
import type { CommentSlots } from '../comment-slots'
import { AddComment } from './add-comment'
import { FlagCommentDisclosure } from './flag-comment-disclosure'
import { HelpfulButton } from './helpful-button'
import { helpfulCount } from './helpful-count'
import { SectionHostProvider, useSectionHost, type SectionCommentsHost } from '../../hooks/section-host'

interface SectionCommentsProps {
  sessionId: string
  section: GuideReportSection
  /** What the guide lends its comments: who is reading, its session's requests (app/ fills it). */
  host: SectionCommentsHost
}

/** The comments under a guide report section, a comment on another subject than a memory. */
export function SectionComments({ host, ...props }: SectionCommentsProps) {
  return (
    <SectionHostProvider host={host}>
      <CommentsOfSection {...props} />
    </SectionHostProvider>
  )
}

/** What others wrote about this section, and, behind "Add yours", a way to add to it. */
function CommentsOfSection({ sessionId, section }: Omit<SectionCommentsProps, 'host'>) {
  const { t } = useLingui()
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const [status, setStatus] = useState('')
  const comments = useSectionComments(sessionId, section.slug)
  const votes = useSectionVotes(sessionId)
  const host = useSectionHost()
  const results = comments.data?.results ?? []
  const byId = new Map(results.map((comment) => [String(comment.id), comment]))
  const subject = sectionSubject(sessionId, section, host)
  // What a section adds to the one comment item: how many found your comment helpful; on those the
  // reader may report (others', for any guide session, signed in or not: `abilities.report`), the
  // "Helpful" vote and "Report this comment".
  const slots: CommentSlots = {
    commentActions: ({ id, is_mine }) =>
      is_mine ? (
        <span className="text-base text-muted">{t(helpfulCount(byId.get(id)?.helpful_count ?? 0))}</span>
      ) : null,
    othersCommentActions: ({ id }) => {
      const comment = byId.get(id)
      if (!comment) return null
      const voted = votes.data?.has(comment.id) ?? false
      return (
        <>
          <HelpfulButton sessionId={sessionId} sectionSlug={section.slug} comment={comment} voted={voted} />
          <FlagCommentDisclosure sessionId={sessionId} commentId={comment.id} />
        </>
      )
    },
    moderationNote: undefined,
    anonymousByDefault: host.anonymousByDefault,
    onAppealed: () => undefined,
  }

  const onDeleted = () => {
    // The comment and its buttons are gone; the top of the comments is the nearest sensible place.
    heading.current?.focus()
  }

  return (
    <div className="flex flex-col gap-4 rounded-2xl border-2 border-line bg-card p-5">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold">
        <Trans>What others wrote</Trans>
      </h3>
      {comments.isPending ? <LoadingStatus>{t`Loading what others wrote…`}</LoadingStatus> : null}
      {comments.isError ? (
        <LoadError what={t`the comments`} error={comments.error} onRetry={() => void comments.refetch()} />
      ) : null}
      {comments.isSuccess && results.length === 0 ? (
        <p>
          <Trans>
            Nobody has written here yet. If something helped you with this, you could be the first to share
            it.
          </Trans>
        </p>
      ) : null}
      {results.length > 0 ? (
        <ul aria-labelledby={headingId} className="flex flex-col gap-4">
          {results.map((comment) => (
            <CommentItem
              key={comment.id}
              subject={subject}
              comment={shownSectionComment(comment)}
              isReply={false}
              slots={slots}
              announce={setStatus}
              onDeleted={onDeleted}
            />
          ))}
        </ul>
      ) : null}
      <AddComment
        sessionId={sessionId}
        section={section}
        onPosted={() => setStatus(t`Thank you. Your comment is posted, marked as yours above.`)}
      />
      <p role="status" className={status ? undefined : 'sr-only'}>
        {status}
      </p>
    </div>
  )
}
