import {
  lazy,
  Suspense,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import type { MemoryCounts } from '@kindred/contract/interactions'
import { ME_TOO_NOTE_MAX } from '@kindred/contract/interactions-constants'
import { Button } from '@/components/ui/button'
import { LoadingStatus } from '@/components/ui/loading-status'
import { StrokeIcon } from '@/components/ui/stroke-icon'
import { apiFieldErrors, describeError } from '@/lib/form-errors'
import { moveFocus } from '@/lib/move-focus'
import { useMemoryReactionToggle, useVoteToggle } from '../hooks/use-interaction-toggles'
import { quiet, type Said } from './reaction-said'
import { Count, HeartIcon, ToggleButton } from './toggle-parts'
import { SaidLine } from './said-line'

// The buttons of someone signed in on someone else's memory, apart from memory-reactions.tsx: a
// visitor's feed never loads them or the mutations behind them (decision 029). The me too's form
// comes when it is first opened.
const MeTooForm = lazy(() => import('./me-too-form').then((m) => ({ default: m.MeTooForm })))

interface SignedInProps {
  shareableLink: string
  counts: MemoryCounts
  voteCount: number
  meToo: boolean
  love: boolean
  voted: boolean
  empathyLabel: string
  /** Whether the me too starts without the giver's name (decision 057). */
  anonymousByDefault: boolean
  panel: {
    id: string
    open: boolean
    openPanel: () => void
    closePanel: () => void
    setOpen: (open: boolean) => void
    onKeyDown: (event: KeyboardEvent) => void
  }
  meTooButton: RefObject<HTMLButtonElement | null>
  said: Said
  setSaid: (said: Said) => void
  children: ReactNode
}

/** Me too (with a note, with or without a name), love and "this resonates", each shown at once. */
export function SignedInReactions({
  shareableLink,
  counts,
  voteCount,
  meToo,
  love,
  voted,
  empathyLabel,
  anonymousByDefault,
  panel,
  meTooButton,
  said,
  setSaid,
  children,
}: SignedInProps) {
  const meTooToggle = useMemoryReactionToggle(shareableLink, 'me_too', counts)
  const loveToggle = useMemoryReactionToggle(shareableLink, 'love', counts)
  const voteToggle = useVoteToggle(shareableLink, voteCount)
  const [note, setNote] = useState('')
  // Null until the person ticks or unticks it: then their default, which may arrive after the form.
  const [chosenAnonymous, setAnonymous] = useState<boolean | null>(null)
  const anonymous = chosenAnonymous ?? anonymousByDefault
  const [noteError, setNoteError] = useState<string | undefined>()

  const fail = (what: string, error: unknown) =>
    setSaid({ text: `${what} ${describeError(error)}`, failed: true })

  const sendMeToo = (event: FormEvent) => {
    event.preventDefault()
    if (meTooToggle.isPending) return
    if (note.trim().length > ME_TOO_NOTE_MAX) {
      setNoteError(`Use at most ${ME_TOO_NOTE_MAX} characters.`)
      moveFocus(document.getElementById(`${panel.id}-note`))
      return
    }
    setNoteError(undefined)
    setSaid({ text: '', failed: false })
    // Shown at once; the form's words are kept until the server has them.
    panel.setOpen(false)
    meTooButton.current?.focus()
    meTooToggle.mutate(
      { on: true, note, anonymous },
      {
        onSuccess: () => {
          setNote('')
          setAnonymous(null)
          setSaid({
            text: anonymous
              ? `You said “${empathyLabel}”, without your name.`
              : `You said “${empathyLabel}”.`,
            failed: false,
          })
        },
        onError: (error) => {
          const fields = apiFieldErrors(error)
          if (fields.note) {
            setNoteError(fields.note)
            panel.setOpen(true)
            requestAnimationFrame(() => moveFocus(document.getElementById(`${panel.id}-note`)))
          }
          fail(`Your “${empathyLabel}” could not be sent${note.trim() ? '; your note is kept' : ''}.`, error)
        },
      },
    )
  }

  const takeBack = () => {
    if (meTooToggle.isPending) return
    panel.closePanel()
    meTooToggle.mutate(
      { on: false },
      {
        onSuccess: () => setSaid({ text: `Your “${empathyLabel}” is taken back.`, failed: false }),
        onError: (error) => fail(`Your “${empathyLabel}” could not be taken back.`, error),
      },
    )
  }

  const pressLove = () => {
    if (loveToggle.isPending) return
    const on = !love
    setSaid(quiet)
    loveToggle.mutate(
      { on },
      {
        onSuccess: () => setSaid({ text: on ? 'You sent love.' : 'Your love is taken back.', failed: false }),
        onError: (error) =>
          fail(on ? 'Your love could not be sent.' : 'Your love could not be taken back.', error),
      },
    )
  }

  const pressVote = () => {
    if (voteToggle.isPending) return
    const on = !voted
    setSaid(quiet)
    voteToggle.mutate(
      { on },
      {
        onSuccess: () =>
          setSaid({ text: on ? 'You said this resonates with you.' : 'Taken back.', failed: false }),
        onError: (error) =>
          fail(on ? 'Your “this resonates” could not be sent.' : 'It could not be taken back.', error),
      },
    )
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3" onKeyDown={panel.onKeyDown}>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            ref={meTooButton}
            variant="secondary"
            aria-expanded={panel.open}
            aria-controls={panel.open ? panel.id : undefined}
            className={meToo ? 'border-brand bg-calm dark:border-brand-soft' : undefined}
            onClick={() => (panel.open ? panel.closePanel() : panel.openPanel())}
          >
            {meToo ? (
              <StrokeIcon>
                <path d="M5 12l5 5 9-10" />
              </StrokeIcon>
            ) : null}
            {empathyLabel}
            <Count value={counts.me_too} />
            {meToo ? <span className="sr-only">(you said this)</span> : null}
          </Button>
          <ToggleButton pressed={love} onClick={pressLove}>
            <HeartIcon filled={love} />
            Love
            <Count value={counts.love} />
          </ToggleButton>
          <ToggleButton pressed={voted} onClick={pressVote}>
            This resonates
            <Count value={voteCount} />
          </ToggleButton>
        </div>
        {panel.open ? (
          meToo ? (
            <div
              id={panel.id}
              className="flex flex-col items-start gap-3 rounded-2xl border-2 border-line p-4"
            >
              <p>You said “{empathyLabel}” here. You can take it back if you wish.</p>
              <div className="flex flex-wrap gap-3">
                <Button variant="secondary" onClick={takeBack}>
                  Take back
                </Button>
                <Button variant="quiet" onClick={panel.closePanel}>
                  Keep it
                </Button>
              </div>
            </div>
          ) : (
            <Suspense
              fallback={
                <div id={panel.id}>
                  <LoadingStatus>Opening the form…</LoadingStatus>
                </div>
              }
            >
              <MeTooForm
                id={panel.id}
                empathyLabel={empathyLabel}
                note={note}
                setNote={setNote}
                noteError={noteError}
                anonymous={anonymous}
                setAnonymous={setAnonymous}
                onSubmit={sendMeToo}
                onCancel={panel.closePanel}
              />
            </Suspense>
          )
        ) : null}
      </div>
      {children}
      <SaidLine said={said} />
    </div>
  )
}
