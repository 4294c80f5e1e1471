import { useEffect, useId, useRef, useState } from 'react'
import type { QueueItem } from '@kindred/contract/moderation-queue'
import { Button } from '@/components/ui/button'
import { describeError } from '@/lib/form-errors'
import { moveFocus } from '@/lib/move-focus'
import { decidedElsewhere, useDecideReports } from '../api/decide-reports'

export const DISMISSED = 'Dismissed. The people who reported it are told it stays up.'
export const DECIDED_ELSEWHERE =
  'Another moderator has already decided about this, so it has left the queue. Nothing else to do here.'

interface DecisionAreaProps {
  item: QueueItem
  /** Said by the queue once the item has left it (decided here, or already decided elsewhere). */
  onDecided: (message: string) => void
}

/**
 * What a moderator can decide about one item. Today only "Dismiss: it stays up", asked twice
 * inline; hide, remove and suspend will sit beside it as the server learns them.
 */
export function DecisionArea({ item, onDecided }: DecisionAreaProps) {
  const decide = useDecideReports()
  const [confirming, setConfirming] = useState(false)
  const questionId = useId()
  const question = useRef<HTMLParagraphElement>(null)
  const dismissButton = useRef<HTMLButtonElement>(null)
  // After "Not yet", focus goes back to the button that asked, not to the top of the page.
  const kept = useRef(false)

  useEffect(() => {
    if (confirming) moveFocus(question.current)
    else if (kept.current) {
      kept.current = false
      moveFocus(dismissButton.current)
    }
  }, [confirming])

  const dismiss = () =>
    decide.mutate(
      { subject_kind: item.subject.kind, subject_id: item.subject.id, decision: 'dismiss' },
      {
        onSuccess: () => onDecided(DISMISSED),
        onError: (error) => {
          if (decidedElsewhere(error)) onDecided(DECIDED_ELSEWHERE)
        },
      },
    )
  const failed = decide.isError && !decidedElsewhere(decide.error)

  return (
    <div role="group" aria-label="Your decision" className="flex flex-col gap-3">
      {failed ? (
        <p role="alert" className="font-semibold text-danger">
          That did not go through. {describeError(decide.error)}
        </p>
      ) : null}
      {confirming ? (
        <div
          role="group"
          aria-labelledby={questionId}
          className="flex flex-col gap-3 rounded-2xl border-2 border-line p-4"
        >
          <p id={questionId} ref={question} tabIndex={-1} className="font-semibold">
            Dismiss these reports? It stays up as it is, and the people who reported it are told so.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button disabled={decide.isPending} onClick={dismiss}>
              {decide.isPending ? 'Dismissing…' : 'Yes, dismiss'}
            </Button>
            <Button
              variant="secondary"
              disabled={decide.isPending}
              onClick={() => {
                kept.current = true
                setConfirming(false)
              }}
            >
              Not yet
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button ref={dismissButton} variant="secondary" onClick={() => setConfirming(true)}>
            Dismiss: it stays up
          </Button>
        </div>
      )}
    </div>
  )
}
