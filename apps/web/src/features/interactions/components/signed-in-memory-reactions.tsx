import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { MemoryCounts } from '@kindred/contract/interactions'
import { useMemoryStatus } from '../api/get-interaction-status'
import { useVotesStatus } from '../api/get-votes-status'
import { MemoryFeedback, Voters } from './reaction-extras'
import { SignedInReactions } from './signed-in-reactions'
import { HeartIcon } from './toggle-parts'

// Someone signed in: their own state on each memory, from the batched status calls (one request
// for a whole feed page), and their buttons. Apart from memory-reactions.tsx, so a visitor's feed
// loads neither these calls nor their schemas (issue 36).

export interface SignedInMemoryReactionsProps {
  shareableLink: string
  /** As the memory's answer says (`abilities.react`): false on their own. */
  mayReact: boolean
  counts: MemoryCounts
  empathyLabel: string
  anonymousByDefault: boolean
  withFeedback: boolean
}

/** On someone else's memory the buttons; on your own, how people responded. */
export function SignedInMemoryReactions({
  shareableLink,
  mayReact,
  counts,
  empathyLabel,
  anonymousByDefault,
  withFeedback,
}: SignedInMemoryReactionsProps) {
  const status = useMemoryStatus(shareableLink, true)
  const votes = useVotesStatus(shareableLink, true)
  const shownCounts = status.data?.counts ?? counts
  const voteCount = votes.data?.count ?? shownCounts.votes

  if (!mayReact)
    return (
      <div className="flex flex-col gap-3">
        <OwnCounts counts={shownCounts} votes={voteCount} empathyLabel={empathyLabel} />
        <Voters shareableLink={shareableLink} voteCount={voteCount} />
        {withFeedback ? <MemoryFeedback shareableLink={shareableLink} canGive={false} /> : null}
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
      anonymousByDefault={anonymousByDefault}
    >
      <Voters shareableLink={shareableLink} voteCount={voteCount} />
      {withFeedback ? <MemoryFeedback shareableLink={shareableLink} canGive /> : null}
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
  const { t } = useLingui()
  const { me_too: meToos, love: loves } = counts
  if (meToos === 0 && loves === 0 && votes === 0)
    return (
      <p className="text-base text-muted">
        <Trans>
          Nobody has responded yet. People who relate can say “{empathyLabel}”, send love, or say it resonates
          with them.
        </Trans>
      </p>
    )
  return (
    <ul aria-label={t`How people responded`} className="flex flex-wrap gap-x-4 gap-y-1 text-base text-muted">
      {meToos > 0 ? (
        <li>
          <Plural
            value={meToos}
            one={`# person said “${empathyLabel}”`}
            other={`# people said “${empathyLabel}”`}
          />
        </li>
      ) : null}
      {loves > 0 ? (
        <li className="inline-flex items-center gap-1">
          <HeartIcon filled={false} />{' '}
          <Plural value={loves} one="# person sent love" other="# people sent love" />
        </li>
      ) : null}
      {votes > 0 ? (
        <li>
          <Plural value={votes} one="It resonates with # person" other="It resonates with # people" />
        </li>
      ) : null}
    </ul>
  )
}
