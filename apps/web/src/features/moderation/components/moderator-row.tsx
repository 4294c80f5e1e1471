import { useEffect, useId, useRef, useState } from 'react'
import type { Moderator } from '@kindred/contract/moderation'
import { Button } from '@/components/ui/button'
import { describeError } from '@/lib/form-errors'
import { moveFocus } from '@/lib/move-focus'
import { useRevokeModerator } from '../api/revoke-moderator'

interface ModeratorRowProps {
  moderator: Moderator
  /**
   * Said by the list's status line, which takes focus: the row may be gone by then (removed, or no
   * longer a moderator when the list refreshes after a refusal).
   */
  announce: (message: string, problem?: boolean) => void
}

/** One moderator (Remove, asked twice) or admin (stays one: nothing to do here). */
export function ModeratorRow({ moderator, announce }: ModeratorRowProps) {
  const revoke = useRevokeModerator()
  const [confirming, setConfirming] = useState(false)
  const questionId = useId()
  const question = useRef<HTMLParagraphElement>(null)
  const removeButton = useRef<HTMLButtonElement>(null)
  // After "Keep", focus goes back to the button that asked, not to the top of the page.
  const kept = useRef(false)
  const name = moderator.display_name

  useEffect(() => {
    if (confirming) moveFocus(question.current)
    else if (kept.current) {
      kept.current = false
      moveFocus(removeButton.current)
    }
  }, [confirming])

  return (
    <li className="flex flex-col gap-2 border-b-2 border-line pb-3 last:border-b-0">
      <p className="flex flex-wrap items-baseline gap-x-3">
        <span className="font-semibold">{name}</span>
        <span className="text-base text-muted">{moderator.role === 'admin' ? 'Admin' : 'Moderator'}</span>
      </p>
      {moderator.role === 'admin' ? null : confirming ? (
        <div
          role="group"
          aria-labelledby={questionId}
          className="flex flex-col gap-3 rounded-2xl border-2 border-danger p-4"
        >
          <p id={questionId} ref={question} tabIndex={-1} className="font-semibold">
            Remove {name} as a moderator? They keep their account and stop seeing the queue at once.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button
              variant="danger"
              disabled={revoke.isPending}
              onClick={() =>
                revoke.mutate(moderator.public_id, {
                  onSuccess: () => announce(`${name} is no longer a moderator.`),
                  onError: (error) => announce(`We could not remove ${name}. ${describeError(error)}`, true),
                })
              }
            >
              {revoke.isPending ? 'Removing…' : 'Yes, remove'}
            </Button>
            <Button
              variant="secondary"
              disabled={revoke.isPending}
              onClick={() => {
                kept.current = true
                setConfirming(false)
              }}
            >
              Keep as moderator
            </Button>
          </div>
        </div>
      ) : (
        <div>
          <Button
            ref={removeButton}
            variant="secondary"
            aria-label={`Remove ${name} as a moderator`}
            onClick={() => setConfirming(true)}
          >
            Remove…
          </Button>
        </div>
      )}
    </li>
  )
}
