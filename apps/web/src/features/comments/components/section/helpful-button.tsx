import type { GuideComment } from '@kindred/contract/comments-sections'
import { Button } from '@/components/ui/button'
import { describeError } from '@/lib/form-errors'
import { useVoteSectionComment } from '../../api/vote-section-comment'
import { helpfulCountText } from './helpful-count'

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
  const vote = useVoteSectionComment(sessionId, sectionSlug)
  return (
    <>
      <Button
        variant="secondary"
        aria-pressed={voted}
        aria-disabled={vote.isPending || undefined}
        onClick={() => (vote.isPending ? undefined : vote.mutate(comment))}
      >
        Helpful
      </Button>
      <span className="text-base text-muted">{helpfulCountText(comment.helpful_count)}</span>
      {vote.isError ? (
        <p role="alert" className="basis-full font-semibold text-danger">
          We could not save your vote. {describeError(vote.error)}
        </p>
      ) : null}
    </>
  )
}
