import type { GuideComment } from '@kindred/contract/guide'
import { Button } from '@/components/ui/button'
import { describeError } from '@/lib/form-errors'
import { useVoteComment } from '../../api/vote-comment'

interface HelpfulButtonProps {
  sessionId: string
  sectionSlug: string
  comment: GuideComment
  voted: boolean
}

/** A pressed / not pressed "Helpful" vote, with how many found the comment helpful. */
export function HelpfulButton({ sessionId, sectionSlug, comment, voted }: HelpfulButtonProps) {
  const vote = useVoteComment(sessionId, sectionSlug)
  const count = comment.helpful_count
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
      <span className="text-base text-muted">
        {count === 0 ? 'Nobody has marked this helpful yet' : `${count} found this helpful`}
      </span>
      {vote.isError ? (
        <p role="alert" className="basis-full font-semibold text-danger">
          We could not save your vote. {describeError(vote.error)}
        </p>
      ) : null}
    </>
  )
}
