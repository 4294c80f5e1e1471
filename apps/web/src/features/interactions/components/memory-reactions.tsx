import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useLocation } from 'react-router'
import { ME_TOO_NOTE_MAX, type MemoryCounts } from '@kindred/contract/interactions'
import { Button } from '@/components/ui/button'
import { TextAreaField } from '@/components/ui/text-area-field'
import { TextLink } from '@/components/ui/text-link'
import { apiFieldErrors, describeError } from '@/lib/form-errors'
import { moveFocus } from '@/lib/move-focus'
import { useMemoryStatus } from '../api/get-interaction-status'
import { useVotesStatus } from '../api/get-votes-status'
import { useMemoryReactionToggle, useVoteToggle } from '../hooks/use-interaction-toggles'
import { FeedbackChips } from './feedback-chips'
import { Count, HeartIcon, people, ToggleButton } from './toggle-parts'
import { VotersList } from './voters-list'

export interface MemoryReactionsProps {
  shareableLink: string
  isMine: boolean
  /** What the page already knows (the memory's counts), shown until the person's own state loads. */
  counts: MemoryCounts
  signedIn: boolean
  /** The person's empathy button text ("Me too", "I hear you"…). */
  empathyLabel: string
  /** The supportive phrases too: on the memory page, not on cards. */
  withFeedback?: boolean
}

type Said = { text: string; failed: boolean }
const quiet: Said = { text: '', failed: false }

/**
 * What a reader can give a memory (SPEC §6): the me too (with a private note and without their name
 * if they wish), love, "this resonates" and who it resonates with, and on the memory page the
 * supportive phrases. Everything shows at once and is put back, with a word, if the server refuses.
 * The person's own state comes from the batched status calls (one request for a whole feed page).
 * On your own memory only the counts; visitors see the counts and are invited to sign in.
 */
export function MemoryReactions({
  shareableLink,
  isMine,
  counts,
  signedIn,
  empathyLabel,
  withFeedback = false,
}: MemoryReactionsProps) {
  const panelId = useId()
  const votersId = useId()
  const meTooButton = useRef<HTMLButtonElement>(null)
  const [panelOpen, setPanelOpen] = useState(false)
  const [votersOpen, setVotersOpen] = useState(false)
  const [said, setSaid] = useState<Said>(quiet)
  const status = useMemoryStatus(shareableLink, signedIn)
  const votes = useVotesStatus(shareableLink, signedIn)
  const shownCounts = status.data?.counts ?? counts
  const voteCount = votes.data?.count ?? shownCounts.votes
  const canReact = signedIn && !isMine
  const { pathname } = useLocation()

  const openPanel = () => {
    setSaid(quiet)
    setPanelOpen(true)
  }
  const closePanel = () => {
    setPanelOpen(false)
    meTooButton.current?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && panelOpen) {
      event.stopPropagation()
      closePanel()
    }
  }

  const voters =
    voteCount > 0 ? (
      <div className="flex flex-col gap-2">
        <div>
          <Button
            variant="quiet"
            className="px-2 text-link underline decoration-2 underline-offset-4"
            aria-expanded={votersOpen}
            aria-controls={votersOpen ? votersId : undefined}
            onClick={() => setVotersOpen((open) => !open)}
          >
            {votersOpen ? 'Hide who it resonates with' : 'See who it resonates with'}
          </Button>
        </div>
        {votersOpen ? <VotersList shareableLink={shareableLink} id={votersId} /> : null}
      </div>
    ) : null

  if (!canReact)
    return (
      <div className="flex flex-col gap-3">
        {isMine ? (
          <OwnCounts counts={shownCounts} votes={voteCount} empathyLabel={empathyLabel} />
        ) : (
          <div className="flex flex-col gap-3" onKeyDown={onKeyDown}>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <Button
                ref={meTooButton}
                variant="secondary"
                aria-expanded={panelOpen}
                aria-controls={panelOpen ? panelId : undefined}
                onClick={() => (panelOpen ? closePanel() : openPanel())}
              >
                {empathyLabel}
                <Count value={shownCounts.me_too} />
              </Button>
              <VisitorCounts counts={shownCounts} votes={voteCount} />
            </div>
            {panelOpen ? (
              <p id={panelId}>
                <TextLink to="/login" state={{ from: pathname }}>
                  Sign in to say {empathyLabel}
                </TextLink>
              </p>
            ) : null}
          </div>
        )}
        {voters}
        {withFeedback ? (
          <FeedbackChips subject={{ kind: 'memory', shareableLink }} type="memory" canGive={false} />
        ) : null}
      </div>
    )

  return (
    <SignedInReactions
      shareableLink={shareableLink}
      counts={shownCounts}
      voteCount={voteCount}
      meToo={status.data?.me_too ?? false}
      love={status.data?.love ?? false}
      voted={votes.data?.voted ?? false}
      empathyLabel={empathyLabel}
      panel={{ id: panelId, open: panelOpen, openPanel, closePanel, setOpen: setPanelOpen, onKeyDown }}
      meTooButton={meTooButton}
      said={said}
      setSaid={setSaid}
    >
      {voters}
      {withFeedback ? (
        <FeedbackChips subject={{ kind: 'memory', shareableLink }} type="memory" canGive />
      ) : null}
    </SignedInReactions>
  )
}

function OwnCounts({
  counts,
  votes,
  empathyLabel,
}: {
  counts: MemoryCounts
  votes: number
  empathyLabel: string
}) {
  if (counts.me_too === 0 && counts.love === 0 && votes === 0)
    return (
      <p className="text-base text-muted">
        Nobody has responded yet. People who relate can say “{empathyLabel}”, send love, or say it resonates
        with them.
      </p>
    )
  return (
    <ul aria-label="How people responded" className="flex flex-wrap gap-x-4 gap-y-1 text-base text-muted">
      {counts.me_too > 0 ? (
        <li>
          {people(counts.me_too)} said “{empathyLabel}”
        </li>
      ) : null}
      {counts.love > 0 ? (
        <li className="inline-flex items-center gap-1">
          <HeartIcon filled={false} /> {people(counts.love)} sent love
        </li>
      ) : null}
      {votes > 0 ? <li>It resonates with {people(votes)}</li> : null}
    </ul>
  )
}

/** What a visitor sees beside the empathy button: the other counts, when there are any. */
function VisitorCounts({ counts, votes }: { counts: MemoryCounts; votes: number }) {
  if (counts.love === 0 && votes === 0) return null
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-base text-muted">
      {counts.love > 0 ? (
        <span className="inline-flex items-center gap-1">
          <HeartIcon filled={false} /> {counts.love} love
        </span>
      ) : null}
      {votes > 0 ? <span>Resonates with {people(votes)}</span> : null}
    </p>
  )
}

interface SignedInProps {
  shareableLink: string
  counts: MemoryCounts
  voteCount: number
  meToo: boolean
  love: boolean
  voted: boolean
  empathyLabel: string
  panel: {
    id: string
    open: boolean
    openPanel: () => void
    closePanel: () => void
    setOpen: (open: boolean) => void
    onKeyDown: (event: KeyboardEvent) => void
  }
  meTooButton: React.RefObject<HTMLButtonElement | null>
  said: Said
  setSaid: (said: Said) => void
  children: React.ReactNode
}

function SignedInReactions({
  shareableLink,
  counts,
  voteCount,
  meToo,
  love,
  voted,
  empathyLabel,
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
  const [anonymous, setAnonymous] = useState(false)
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
          setAnonymous(false)
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
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M5 12l5 5 9-10" />
              </svg>
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
            <form
              id={panel.id}
              noValidate
              aria-label={`Say ${empathyLabel}`}
              onSubmit={sendMeToo}
              className="flex flex-col gap-4 rounded-2xl border-2 border-line p-4"
            >
              <TextAreaField
                id={`${panel.id}-note`}
                label="A note (optional)"
                hint="Only the person who shared this will read it."
                value={note}
                onValueChange={setNote}
                error={noteError}
                rows={3}
                describedByExtra={`${panel.id}-count`}
              />
              <p id={`${panel.id}-count`} className="text-base text-muted">
                {note.length} of {ME_TOO_NOTE_MAX} characters
              </p>
              <label className="flex items-start gap-3">
                <input
                  type="checkbox"
                  className="mt-1 size-5"
                  checked={anonymous}
                  onChange={(event) => setAnonymous(event.target.checked)}
                />
                <span>
                  Say it without my name
                  <span className="block text-base text-muted">
                    They will see that someone said “{empathyLabel}”, never who.
                  </span>
                </span>
              </label>
              <div className="flex flex-wrap gap-3">
                <Button type="submit">Send</Button>
                <Button variant="quiet" onClick={panel.closePanel}>
                  Cancel
                </Button>
              </div>
            </form>
          )
        ) : null}
      </div>
      {children}
      <p
        role="status"
        className={
          said.failed ? 'font-semibold text-danger empty:hidden' : 'text-base text-muted empty:hidden'
        }
      >
        {said.text}
      </p>
    </div>
  )
}
