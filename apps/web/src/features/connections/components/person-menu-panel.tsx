import { Trans } from '@lingui/react/macro'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Failure } from '@/components/ui/failure'
import { moveFocus } from '@/lib/move-focus'
import { usePersonActions } from '../hooks/use-person-actions'
import type { PersonMenuEvent, PersonMenuState } from '../lib/person-menu-state'

interface PersonMenuPanelProps {
  publicId: string
  displayName: string
  report?: ReactNode
  /** Kept by person-menu.tsx, which stays while this panel comes and goes with the menu. */
  state: Pick<PersonMenuState, 'muted' | 'blocked' | 'confirmingBlock'>
  /** What the person did here, and what came of it. */
  onEvent: (event: PersonMenuEvent) => void
}

/** The open menu of person-menu.tsx, in a chunk of its own: mute, block (asked twice), report. */
export function PersonMenuPanel({
  publicId,
  displayName: name,
  report,
  state,
  onEvent,
}: PersonMenuPanelProps) {
  const { muted, blocked, confirmingBlock } = state
  const questionId = useId()
  const question = useRef<HTMLParagraphElement>(null)
  const blockButton = useRef<HTMLButtonElement>(null)
  // Set by Cancel only: the panel also opens with no question asked, and focus stays on the menu then.
  const backToBlock = useRef(false)
  const actions = usePersonActions({ publicId, displayName: name, muted, onEvent })
  const busy = actions.busy

  useEffect(() => {
    if (confirmingBlock) moveFocus(question.current)
    else if (backToBlock.current) {
      backToBlock.current = false
      blockButton.current?.focus()
    }
  }, [confirmingBlock])

  const keepUnblocked = () => {
    backToBlock.current = true
    onEvent({ type: 'keptUnblocked' })
  }

  return (
    <>
      <div className="flex flex-col items-start gap-2">
        <p className="text-base text-muted">
          {muted ? (
            <Trans>{name} is muted.</Trans>
          ) : (
            <Trans>
              Muting: you won't see their memories and comments in your lists. Anything shared without a name
              stays: nobody can tell whose it is. They are not told.
            </Trans>
          )}
        </p>
        <Button variant="secondary" onClick={actions.toggleMute} disabled={busy}>
          {muted ? <Trans>Unmute {name}</Trans> : <Trans>Mute {name}</Trans>}
        </Button>
      </div>
      <div className="flex flex-col items-start gap-2">
        <p className="text-base text-muted">
          {blocked ? (
            <Trans>{name} is blocked.</Trans>
          ) : (
            <Trans>
              Blocking: neither of you will see what the other shares under their name, and any connection
              between you ends. Anything shared without a name stays as it is: nobody can tell whose it is.
            </Trans>
          )}
        </p>
        {blocked ? (
          <Button variant="secondary" onClick={actions.unblock} disabled={busy}>
            <Trans>Unblock {name}</Trans>
          </Button>
        ) : confirmingBlock ? (
          <div
            role="group"
            aria-labelledby={questionId}
            className="flex flex-col gap-3 rounded-2xl border-2 border-danger p-4"
          >
            <p id={questionId} ref={question} tabIndex={-1} className="font-semibold">
              <Trans>
                Block {name}? Neither of you will see what the other shares under their name, and any
                connection or request between you ends. You can unblock them later.
              </Trans>
            </p>
            <div className="flex flex-wrap gap-3">
              <Button variant="danger" onClick={actions.block} disabled={busy}>
                {actions.blocking ? <Trans>Blocking…</Trans> : <Trans>Yes, block</Trans>}
              </Button>
              <Button variant="secondary" onClick={keepUnblocked} disabled={busy}>
                <Trans>Cancel</Trans>
              </Button>
            </div>
          </div>
        ) : (
          <Button ref={blockButton} variant="secondary" onClick={() => onEvent({ type: 'askedToBlock' })}>
            <Trans>Block {name}…</Trans>
          </Button>
        )}
      </div>
      {report ? (
        <div className="flex flex-col items-start gap-2">
          <p className="text-base text-muted">
            <Trans>
              Reporting: if they break our rules, a moderator looks. They are not told who reported them.
            </Trans>
          </p>
          {report}
        </div>
      ) : null}
      <Failure error={actions.failed}>
        <Trans>That did not go through.</Trans>
      </Failure>
    </>
  )
}
