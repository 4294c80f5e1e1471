import { Trans, useLingui } from '@lingui/react/macro'
import type { GuideComment } from '@kindred/contract/comments-sections'
import { Button } from '@/components/ui/button'
import { describeError } from '@/lib/form-errors'
import { useVoteSectionComment } from '../../api/vote-section-comment'
import { helpfulCount } from './helpful-count'

interface HelpfulButtonProps {
  sessionId: string
  sectionSlug: string
  comment: GuideComment
  voted: boolean
}

/**
 * A pressed / not pressed "Helpful" vote, with how many found the comment helpful. Only on other
 * people's comments: nobody can mark their own (the server refuses it too).
 */
export function HelpfulButton({ sessionId, sectionSlug, comment, voted }: HelpfulButtonProps) {
  const { t } = useLingui()
  const vote = useVoteSectionComment(sessionId, sectionSlug)
  const problem = vote.isError ? describeError(vote.error) : ''
  return (
    <>
      <Button
        variant="secondary"
        aria-pressed={voted}
        aria-disabled={vote.isPending || undefined}
        onClick={() => (vote.isPending ? undefined : vote.mutate(comment))}
      >
        <Trans>Helpful</Trans>
      </Button>
      <span className="text-base text-muted">{t(helpfulCount(comment.helpful_count))}</span>
      {vote.isError ? (
        <p role="alert" className="basis-full font-semibold text-danger">
          <Trans>We could not save your vote. {problem}</Trans>
        </p>
      ) : null}
    </>
  )
}
