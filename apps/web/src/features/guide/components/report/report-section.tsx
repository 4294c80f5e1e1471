import type { ReportSection as Section } from '@kindred/contract/guide'
import { Button } from '@/components/ui/button'
import { SectionComments } from '../comments/section-comments'
import { SourceList } from '../shared/source-list'
import { CommunityStats } from './community-stats'
import { ReportBlockView } from './report-block'
import { sectionHeadingId, sectionId, sourceIdPrefix } from './section-ids'

interface ReportSectionProps {
  sessionId: string
  section: Section
  number: number
  shown: boolean
  /** This is the one section shown in "focus on this section" mode. */
  focused: boolean
  onFocusSection: () => void
  onShowAll: () => void
}

/** One numbered section: its texts, figures and links, its sources, and what others wrote. */
export function ReportSection({
  sessionId,
  section,
  number,
  shown,
  focused,
  onFocusSection,
  onShowAll,
}: ReportSectionProps) {
  const numbers = new Map(section.sources.map((source, index) => [source.key, index + 1]))
  return (
    <section
      id={sectionId(section.slug)}
      aria-labelledby={sectionHeadingId(section.slug)}
      hidden={!shown}
      className="flex flex-col gap-4 border-t-2 border-line pt-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={sectionHeadingId(section.slug)} tabIndex={-1} className="text-2xl font-semibold">
          <span className="text-muted">{`${number}. `}</span>
          {section.title}
        </h2>
        <Button variant="secondary" onClick={focused ? onShowAll : onFocusSection}>
          {focused ? 'Show all sections' : 'Focus on this section'}
          <span className="sr-only">: {section.title}</span>
        </Button>
      </div>
      {section.blocks.map((block, index) => (
        <ReportBlockView key={index} block={block} sectionSlug={section.slug} numbers={numbers} />
      ))}
      {section.kind === 'summary' ? <CommunityStats /> : null}
      {section.sources.length > 0 ? (
        <>
          <h3 className="mt-2 text-xl font-semibold">Sources</h3>
          <SourceList sources={section.sources} idPrefix={sourceIdPrefix(section.slug)} />
        </>
      ) : null}
      <SectionComments sessionId={sessionId} section={section} />
    </section>
  )
}
