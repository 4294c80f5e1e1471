import type { GuideReportBlock } from '@kindred/contract/guide'
import { TextLink } from '@/components/ui/text-link'
import { CrisisLinesBlock } from './crisis-lines-block'
import { ScoreFigure } from './score-figure'
import { TextBlockView } from './text-block'

/** One block of a report section, by its type. */
export function ReportBlockView({ block }: { block: GuideReportBlock }) {
  switch (block.type) {
    case 'text':
      return <TextBlockView block={block} />
    case 'score-chart':
      return <ScoreFigure block={block} />
    case 'memories-link':
      return (
        <p>
          <TextLink to={`/memories?tag=${encodeURIComponent(block.tag)}`}>{block.label}</TextLink>
        </p>
      )
    case 'crisis-lines':
      return <CrisisLinesBlock lines={block.lines} />
  }
}
