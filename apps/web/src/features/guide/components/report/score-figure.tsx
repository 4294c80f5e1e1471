import { Trans } from '@lingui/react/macro'
import { CitationRefs } from './citation-refs'
import type { ScoreChartBlock } from './score-buckets'
import { ScoreChart } from './score-chart'
import { ScoreTable } from './score-table'

/** The score chart, its table, and where the figures come from. */
export function ScoreFigure({ block }: { block: ScoreChartBlock }) {
  return (
    <figure className="flex flex-col gap-4 rounded-2xl border-2 border-line bg-card p-4">
      <ScoreChart buckets={block.buckets} score={block.score} />
      <ScoreTable buckets={block.buckets} score={block.score} />
      <figcaption className="text-base text-muted">
        <Trans>Your score is highlighted. The figures are the published CDC–Kaiser table.</Trans>
        <CitationRefs keys={[block.source]} />
      </figcaption>
    </figure>
  )
}
