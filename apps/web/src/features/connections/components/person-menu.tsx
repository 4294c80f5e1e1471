import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useId, useReducer, useRef, type KeyboardEvent, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { LoadingStatus } from '@/components/ui/loading-status'
import { initialPersonMenuState, personMenuReducer } from '../lib/person-menu-state'

// The options themselves (mute, block and their calls, the report) load when the menu is first
// opened: a signed-in feed shows this button beside every named author, and most are never opened.
const PersonMenuPanel = lazy(() =>
  import('./person-menu-panel').then((m) => ({ default: m.PersonMenuPanel })),
)

/**
 * "Options for <name>": mute (their named memories and comments leave your lists; they are not
 * told) and block (neither sees what the other shares by name, any connection ends; asked twice),
 * each with its undo, and `report` (the moderation feature's button, composed in by the app).
 * Anonymous memories stay as they are (decision 036), and the texts say so: nobody should expect a
 * mute to hide them. A disclosure: Escape closes it and focus goes back to its button. What
 * happened is said in a live region.
 */
export function PersonMenu({
  publicId,
  displayName,
  report,
}: {
  publicId: string
  displayName: string
  report?: ReactNode
}) {
  const { t } = useLingui()
  const panelId = useId()
  const [state, dispatch] = useReducer(personMenuReducer, initialPersonMenuState)
  const toggle = useRef<HTMLButtonElement>(null)

  const close = () => {
    dispatch({ type: 'closed' })
    toggle.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && state.open) {
      event.stopPropagation()
      close()
    }
  }

  return (
    <div className="flex flex-col items-start gap-2" onKeyDown={onKeyDown}>
      <Button
        ref={toggle}
        variant="quiet"
        aria-expanded={state.open}
        aria-controls={panelId}
        onClick={() => (state.open ? close() : dispatch({ type: 'opened' }))}
      >
        <Trans>Options for {displayName}</Trans>
      </Button>
      <div
        id={panelId}
        hidden={!state.open}
        className="flex w-full flex-col gap-4 rounded-2xl border-2 border-line bg-card p-4"
      >
        {state.open ? (
          <Suspense fallback={<LoadingStatus>{t`Loading the options…`}</LoadingStatus>}>
            <PersonMenuPanel
              publicId={publicId}
              displayName={displayName}
              report={report}
              state={state}
              onEvent={dispatch}
            />
          </Suspense>
        ) : null}
      </div>
      <p role="status" className={state.said ? 'text-base text-muted' : 'sr-only'}>
        {state.said}
      </p>
    </div>
  )
}
