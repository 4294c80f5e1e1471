import { useEffect, useId, useRef, useState } from 'react'
import type { QueueItem } from '@kindred/contract/moderation-queue'
import { Button } from '@/components/ui/button'
import { describeError } from '@/lib/form-errors'
import { moveFocus } from '@/lib/move-focus'
import { decidedElsewhere, useDecideReports } from '../api/decide-reports'

export const DISMISSED = 'Dismissed. The people who reported it are told it stays up.'
export const HIDDEN =
  'Hidden. Its author is told which rule it breaks; the people who reported it are told the outcome.'
export const REMOVED =
  'Removed. Its author is told which rule it breaks; the people who reported it are told the outcome.'
export const DECIDED_ELSEWHERE =
  'Another moderator has already decided about this, so it has left the queue. Nothing else to do here.'

interface DecisionAreaProps {
  item: QueueItem
  /** Said by the queue once the item has left it (decided here, or already decided elsewhere). */
  onDecided: (message: string) => void
}

/**
 * What a moderator can decide about one item, each asked inline before it is sent: "Dismiss: it
 * stays up", and for a memory "Hide or remove it…" under the rule it breaks (one of the reasons it
 * was reported for). Suspension will sit beside them as the server learns it.
 */
export function DecisionArea({ item, onDecided }: DecisionAreaProps) {
  const decide = useDecideReports()
  const [asking, setAsking] = useState<'dismiss' | 'act' | null>(null)
  const confirming = asking === 'dismiss'
  const [rule, setRule] = useState(item.reasons[0]?.slug ?? '')
  const questionId = useId()
  const question = useRef<HTMLParagraphElement>(null)
  const actQuestion = useRef<HTMLLegendElement>(null)
  const dismissButton = useRef<HTMLButtonElement>(null)
  const actButton = useRef<HTMLButtonElement>(null)
  // After "Not yet", focus goes back to the button that asked, not to the top of the page.
  const kept = useRef<'dismiss' | 'act' | null>(null)

  useEffect(() => {
    if (asking === 'dismiss') moveFocus(question.current)
    else if (asking === 'act') moveFocus(actQuestion.current)
    else if (kept.current) {
      moveFocus(kept.current === 'act' ? actButton.current : dismissButton.current)
      kept.current = null
    }
  }, [asking])

  const send = (decision: 'dismiss' | 'hide' | 'remove', said: string) =>
    decide.mutate(
      {
        subject_kind: item.subject.kind,
        subject_id: item.subject.id,
        decision,
        ...(decision === 'dismiss' ? {} : { rule }),
      },
      {
        onSuccess: () => onDecided(said),
        onError: (error) => {
          if (decidedElsewhere(error)) onDecided(DECIDED_ELSEWHERE)
        },
      },
    )
  const dismiss = () => send('dismiss', DISMISSED)
  const notYet = () => {
    kept.current = asking
    setAsking(null)
  }
  const canAct = item.subject.kind === 'memory' && item.reasons.length > 0
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
            <Button variant="secondary" disabled={decide.isPending} onClick={notYet}>
              Not yet
            </Button>
          </div>
        </div>
      ) : asking === 'act' ? (
        <fieldset className="flex flex-col gap-3 rounded-2xl border-2 border-line p-4">
          <legend ref={actQuestion} tabIndex={-1} className="px-1 font-semibold">
            Which rule does it break? Its author is told, and nobody else sees it afterwards.
          </legend>
          {item.reasons.map((reason) => (
            <label key={reason.slug} className="flex items-start gap-3">
              <input
                type="radio"
                name={`${questionId}-rule`}
                value={reason.slug}
                checked={rule === reason.slug}
                onChange={() => setRule(reason.slug)}
                className="mt-1 size-5 shrink-0 accent-brand dark:accent-brand-soft"
              />
              <span>{reason.label}</span>
            </label>
          ))}
          <div className="flex flex-wrap gap-3">
            <Button disabled={decide.isPending} onClick={() => send('hide', HIDDEN)}>
              Hide it
            </Button>
            <Button disabled={decide.isPending} onClick={() => send('remove', REMOVED)}>
              Remove it
            </Button>
            <Button variant="secondary" disabled={decide.isPending} onClick={notYet}>
              Not yet
            </Button>
          </div>
        </fieldset>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button ref={dismissButton} variant="secondary" onClick={() => setAsking('dismiss')}>
            Dismiss: it stays up
          </Button>
          {canAct ? (
            <Button ref={actButton} variant="secondary" onClick={() => setAsking('act')}>
              Hide or remove it…
            </Button>
          ) : null}
        </div>
      )}
    </div>
  )
}
