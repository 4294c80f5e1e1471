import type { GuideReport } from '@kindred/contract/guide'

/**
 * The three scores, in plain words. None is a verdict: the ACE score counts kinds of experience,
 * not how much they hurt, and no score is ever called "high risk".
 */
export function ReportScores({ scores }: { scores: GuideReport['scores'] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <div className="flex min-w-0 flex-col gap-1 rounded-2xl border-2 border-line bg-card p-4 [overflow-wrap:anywhere]">
        <dt className="font-semibold">ACE score</dt>
        <dd className="text-2xl font-bold">
          {scores.ace} of {scores.ace_max}
        </dd>
        <dd className="text-base text-muted">
          How many of the ten kinds of hard experience in the CDC–Kaiser study your answers include.
        </dd>
      </div>
      <div className="flex min-w-0 flex-col gap-1 rounded-2xl border-2 border-line bg-card p-4 [overflow-wrap:anywhere]">
        <dt className="font-semibold">Other hard experiences</dt>
        <dd className="text-2xl font-bold">{scores.expanded}</dd>
        <dd className="text-base text-muted">
          Kinds the original study left out, such as bullying or discrimination, counted on their own.
        </dd>
      </div>
      <div className="flex min-w-0 flex-col gap-1 rounded-2xl border-2 border-line bg-card p-4 [overflow-wrap:anywhere]">
        <dt className="font-semibold">Good things</dt>
        <dd className="text-2xl font-bold">{scores.pce} of 7</dd>
        <dd className="text-base text-muted">
          Positive childhood experiences, which matter alongside the hard ones.
        </dd>
      </div>
    </dl>
  )
}
