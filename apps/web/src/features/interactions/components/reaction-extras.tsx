import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { LoadingStatus } from '@/components/ui/loading-status'

// What a visitor's and a signed-in person's reactions share (memory-reactions.tsx and
// signed-in-memory-reactions.tsx). Cards in a list show neither the kind words (a memory's page
// does) nor who it resonates with (until asked): their code loads when first shown, not with the
// feed (decision 029).
const FeedbackChips = lazy(() => import('./feedback-chips').then((m) => ({ default: m.FeedbackChips })))
const VotersList = lazy(() => import('./voters-list').then((m) => ({ default: m.VotersList })))

/** "See who it resonates with", once someone has said so: the list opens under it. */
export function Voters({ shareableLink, voteCount }: { shareableLink: string; voteCount: number }) {
  const { t } = useLingui()
  const votersId = useId()
  const [votersOpen, setVotersOpen] = useState(false)
  if (voteCount === 0) return null
  return (
    <div className="flex flex-col gap-2">
      <div>
        <Button
          variant="quiet"
          className="px-2 text-link underline decoration-2 underline-offset-4"
          aria-expanded={votersOpen}
          aria-controls={votersOpen ? votersId : undefined}
          onClick={() => setVotersOpen((open) => !open)}
        >
          {votersOpen ? <Trans>Hide who it resonates with</Trans> : <Trans>See who it resonates with</Trans>}
        </Button>
      </div>
      {votersOpen ? (
        <Suspense fallback={<LoadingStatus>{t`Loading who it resonates with…`}</LoadingStatus>}>
          <VotersList shareableLink={shareableLink} id={votersId} />
        </Suspense>
      ) : null}
    </div>
  )
}

/** The supportive phrases on a memory's page, given only by someone signed in who is not its author. */
export function MemoryFeedback({ shareableLink, canGive }: { shareableLink: string; canGive: boolean }) {
  return (
    <Suspense fallback={null}>
      <FeedbackChips subject={{ kind: 'memory', shareableLink }} type="memory" canGive={canGive} />
    </Suspense>
  )
}
