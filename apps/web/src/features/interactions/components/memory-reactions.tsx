import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useLocation } from 'react-router'
import type { MemoryCounts } from '@kindred/contract/interactions'
import { Button } from '@/components/ui/button'
import { LoadingStatus } from '@/components/ui/loading-status'
import { TextLink } from '@/components/ui/text-link'
import { useMemoryStatus } from '../api/get-interaction-status'
import { useVotesStatus } from '../api/get-votes-status'
import { quiet, type Said } from './reaction-said'
import { Count, HeartIcon, people } from './toggle-parts'

// Cards in a list show neither the kind words (a memory's page does) nor who it resonates with (until
// asked): their code loads when first shown, not with the feed (decision 029).
const FeedbackChips = lazy(() => import('./feedback-chips').then((m) => ({ default: m.FeedbackChips })))
const VotersList = lazy(() => import('./voters-list').then((m) => ({ default: m.VotersList })))
// Someone signed in gets their buttons with their own state, which is asked for at the same moment.
const SignedInReactions = lazy(() =>
  import('./signed-in-reactions').then((m) => ({ default: m.SignedInReactions })),
)

export interface MemoryReactionsProps {
  shareableLink: string
  isMine: boolean
  /** What the page already knows (the memory's counts), shown until the person's own state loads. */
  counts: MemoryCounts
  signedIn: boolean
  /** The person's empathy button text ("Me too", "I hear you"…). */
  empathyLabel: string
  /** Whether a me too starts without the giver's name (decision 057); so it does unless told. */
  anonymousByDefault?: boolean
  /** The supportive phrases too: on the memory page, not on cards. */
  withFeedback?: boolean
}

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
  anonymousByDefault = true,
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
        {votersOpen ? (
          <Suspense fallback={<LoadingStatus>Loading who it resonates with…</LoadingStatus>}>
            <VotersList shareableLink={shareableLink} id={votersId} />
          </Suspense>
        ) : null}
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
          <Suspense fallback={null}>
            <FeedbackChips subject={{ kind: 'memory', shareableLink }} type="memory" canGive={false} />
          </Suspense>
        ) : null}
      </div>
    )

  return (
    <Suspense fallback={null}>
      <SignedInReactions
        shareableLink={shareableLink}
        counts={shownCounts}
        voteCount={voteCount}
        meToo={status.data?.me_too ?? false}
        love={status.data?.love ?? false}
        voted={votes.data?.voted ?? false}
        empathyLabel={empathyLabel}
        anonymousByDefault={anonymousByDefault}
        panel={{ id: panelId, open: panelOpen, openPanel, closePanel, setOpen: setPanelOpen, onKeyDown }}
        meTooButton={meTooButton}
        said={said}
        setSaid={setSaid}
      >
        {voters}
        {withFeedback ? (
          <Suspense fallback={null}>
            <FeedbackChips subject={{ kind: 'memory', shareableLink }} type="memory" canGive />
          </Suspense>
        ) : null}
      </SignedInReactions>
    </Suspense>
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
