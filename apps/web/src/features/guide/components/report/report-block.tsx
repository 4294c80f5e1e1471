import type { ReportBlock } from '@kindred/contract/guide'
import { TextLink } from '@/components/ui/text-link'
import { CrisisLinesBlock } from './crisis-lines-block'
import { PrevalenceBlock } from './prevalence-block'
import { ScoreFigure } from './score-figure'
import { TextBlockView } from './text-block'

interface ReportBlockViewProps {
  block: ReportBlock
  sectionSlug: string
  /** Each source's number in the section's source list. */
  numbers: Map<string, number>
}

/** One block of a report section, by its type. */
export function ReportBlockView({ block, sectionSlug, numbers }: ReportBlockViewProps) {
  switch (block.type) {
    case 'text':
      return <TextBlockView block={block} sectionSlug={sectionSlug} numbers={numbers} />
    case 'score-chart':
      return <ScoreFigure block={block} sectionSlug={sectionSlug} numbers={numbers} />
    case 'prevalence':
      return <PrevalenceBlock prevalence={block} sectionSlug={sectionSlug} numbers={numbers} />
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
