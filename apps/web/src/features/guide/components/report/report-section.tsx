import { Trans } from '@lingui/react/macro'
import type { GuideReportSection as Section } from '@kindred/contract/guide'
import { Button } from '@/components/ui/button'
import { cx } from '@/components/ui/class-names'
import { useGuideEnvironment } from '../guide-context'
import { CommunityStats } from './community-stats'
import { DisclosureHeading } from './disclosure-heading'
import { ReportBlockView } from './report-block'
import { sectionHeadingId, sectionId, sectionPanelId } from './section-ids'

interface ReportSectionProps {
  sessionId: string
  section: Section
  number: number
  shown: boolean
  open: boolean
  onToggle: () => void
  /** This is the one section shown in "focus on this section" mode. */
  focused: boolean
  onFocusSection: () => void
  onShowAll: () => void
}

/**
 * One numbered section, closed until the person opens it: its texts, figures and links, and what
 * others wrote. Printing always shows every section open (print: classes), without the controls.
 */
export function GuideReportSection({
  sessionId,
  section,
  number,
  shown,
  open,
  onToggle,
  focused,
  onFocusSection,
  onShowAll,
}: ReportSectionProps) {
  const panelId = sectionPanelId(section.slug)
  const { sectionComments } = useGuideEnvironment()
  const { title } = section
  return (
    <section
      id={sectionId(section.slug)}
      aria-labelledby={sectionHeadingId(section.slug)}
      className={cx('flex-col gap-4 border-t-2 border-line pt-6', shown ? 'flex' : 'hidden print:flex')}
    >
      <DisclosureHeading
        id={sectionHeadingId(section.slug)}
        panelId={panelId}
        open={open}
        onToggle={onToggle}
      >
        <span className="text-muted">{`${number}. `}</span>
        {section.title}
      </DisclosureHeading>
      <div id={panelId} className={cx('flex-col gap-4', open ? 'flex' : 'hidden print:flex')}>
        <Button
          variant="secondary"
          className="self-start print:hidden"
          onClick={focused ? onShowAll : onFocusSection}
        >
          {focused ? (
            <Trans>
              Show all sections<span className="sr-only">: {title}</span>
            </Trans>
          ) : (
            <Trans>
              Focus on this section<span className="sr-only">: {title}</span>
            </Trans>
          )}
        </Button>
        {section.blocks.map((block, index) => (
          <ReportBlockView key={index} block={block} />
        ))}
        {section.kind === 'summary' ? <CommunityStats /> : null}
        {/* Always mounted, so a half-written comment survives closing; left off paper, it is not theirs. */}
        <div className="print:hidden">{sectionComments(sessionId, section)}</div>
      </div>
    </section>
  )
}
