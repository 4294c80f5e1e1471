import { Trans } from '@lingui/react/macro'
import type { GuideReport } from '@kindred/contract/guide'

/**
 * The three scores, in plain words. None is a verdict: the ACE score counts kinds of experience,
 * not how much they hurt, and no score is ever called "high risk".
 */
export function ReportScores({ scores }: { scores: GuideReport['scores'] }) {
  const { ace, ace_max: aceMax, expanded, pce } = scores
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <div className="flex min-w-0 flex-col gap-1 rounded-2xl border-2 border-line bg-card p-4 [overflow-wrap:anywhere]">
        <dt className="font-semibold">
          <Trans>ACE score</Trans>
        </dt>
        <dd className="text-2xl font-bold">
          <Trans>
            {ace} of {aceMax}
          </Trans>
        </dd>
        <dd className="text-base text-muted">
          <Trans>
            How many of the ten kinds of hard experience in the CDC–Kaiser study your answers include.
          </Trans>
        </dd>
      </div>
      <div className="flex min-w-0 flex-col gap-1 rounded-2xl border-2 border-line bg-card p-4 [overflow-wrap:anywhere]">
        <dt className="font-semibold">
          <Trans>Other hard experiences</Trans>
        </dt>
        <dd className="text-2xl font-bold">{expanded}</dd>
        <dd className="text-base text-muted">
          <Trans>
            Kinds the original study left out, such as bullying or discrimination, counted on their own.
          </Trans>
        </dd>
      </div>
      <div className="flex min-w-0 flex-col gap-1 rounded-2xl border-2 border-line bg-card p-4 [overflow-wrap:anywhere]">
        <dt className="font-semibold">
          <Trans>Good things</Trans>
        </dt>
        <dd className="text-2xl font-bold">
          <Trans>{pce} of 7</Trans>
        </dd>
        <dd className="text-base text-muted">
          <Trans>Positive childhood experiences, which matter alongside the hard ones.</Trans>
        </dd>
      </div>
    </dl>
  )
}
