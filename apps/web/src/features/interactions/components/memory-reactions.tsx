import { Plural, Trans } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { useLocation } from 'react-router'
import type { MemoryCounts } from '@kindred/contract/interactions'
import { Button } from '@/components/ui/button'
import { TextLink } from '@/components/ui/text-link'
import { useMeTooPanel } from '../hooks/use-me-too-panel'
import { MemoryFeedback, Voters } from './reaction-extras'
import { Count, HeartIcon } from './toggle-parts'

// Someone signed in gets their own state (the status calls) and their buttons from a chunk of its
// own: a visitor's feed, which shows the memory's counts as the page has them, loads neither.
const SignedInMemoryReactions = lazy(() =>
  import('./signed-in-memory-reactions').then((m) => ({ default: m.SignedInMemoryReactions })),
)

export interface MemoryReactionsProps {
  shareableLink: string
  /**
   * Whether a signed-in reader may give it anything, as the memory's answer says (`abilities.react`,
   * decision 078): not on their own, where they see how people responded.
   */
  mayReact: boolean
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
 * Where the answer says they may not (their own memory) only the counts; visitors see the counts
 * and are invited to sign in.
 */
export function MemoryReactions({
  shareableLink,
  mayReact,
  counts,
  signedIn,
  empathyLabel,
  anonymousByDefault = true,
  withFeedback = false,
}: MemoryReactionsProps) {
  if (signedIn)
    return (
      <Suspense fallback={null}>
        <SignedInMemoryReactions
          shareableLink={shareableLink}
          mayReact={mayReact}
          counts={counts}
          empathyLabel={empathyLabel}
          anonymousByDefault={anonymousByDefault}
          withFeedback={withFeedback}
        />
      </Suspense>
    )
  return (
    <VisitorReactions
      shareableLink={shareableLink}
      counts={counts}
      empathyLabel={empathyLabel}
      withFeedback={withFeedback}
    />
  )
}

/** A visitor: the counts, and the empathy button opens an invitation to sign in. */
function VisitorReactions({
  shareableLink,
  counts,
  empathyLabel,
  withFeedback,
}: Pick<MemoryReactionsProps, 'shareableLink' | 'counts' | 'empathyLabel' | 'withFeedback'>) {
  const { id: panelId, button: meTooButton, open: panelOpen, setOpen, close, onKeyDown } = useMeTooPanel()
  const { pathname } = useLocation()

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-3" onKeyDown={onKeyDown}>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button
            ref={meTooButton}
            variant="secondary"
            aria-expanded={panelOpen}
            aria-controls={panelOpen ? panelId : undefined}
            onClick={() => (panelOpen ? close() : setOpen(true))}
          >
            {empathyLabel}
            <Count value={counts.me_too} />
          </Button>
          <VisitorCounts counts={counts} votes={counts.votes} />
        </div>
        {panelOpen ? (
          <p id={panelId}>
            <TextLink to="/login" state={{ from: pathname }}>
              <Trans>Sign in to say {empathyLabel}</Trans>
            </TextLink>
          </p>
        ) : null}
      </div>
      <Voters shareableLink={shareableLink} voteCount={counts.votes} />
      {withFeedback ? <MemoryFeedback shareableLink={shareableLink} canGive={false} /> : null}
    </div>
  )
}

/** What a visitor sees beside the empathy button: the other counts, when there are any. */
function VisitorCounts({ counts, votes }: { counts: MemoryCounts; votes: number }) {
  const loves = counts.love
  if (loves === 0 && votes === 0) return null
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-base text-muted">
      {loves > 0 ? (
        <span className="inline-flex items-center gap-1">
          <HeartIcon filled={false} /> <Plural value={loves} one="# love" other="# love" />
        </span>
      ) : null}
      {votes > 0 ? (
        <span>
          <Plural value={votes} one="Resonates with # person" other="Resonates with # people" />
        </span>
      ) : null}
    </p>
  )
}
