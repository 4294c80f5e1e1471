import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { flushSync } from 'react-dom'
import type { GuideReport } from '@kindred/contract/guide'
import { Button } from '@/components/ui/button'
import { DeleteAnswers } from '../delete/delete-answers'
import { backToQuestions } from './back-to-questions'
import { ReportCitationsProvider, reportSources } from './report-citations'
import { ReportHeader } from './report-header'
import { GuideReportSection } from './report-section'
import { ReportSources } from './report-sources'
import { focusElement, REPORT_SOURCES_ID, reportSourceId, sectionHeadingId } from './section-ids'
import { SectionShortcuts } from './section-shortcuts'
import { useOpenSections } from './use-open-sections'
import { useSectionFocus } from './use-section-focus'

interface ReportViewProps {
  report: GuideReport
  sessionId: string
  onDeleted: () => void
}

/**
 * The report: a short summary first, then numbered sections that open on request (shortcuts, focus
 * mode, "Open all sections"), one list of sources, and the ways onward.
 */
export function ReportView({ report, sessionId, onDeleted }: ReportViewProps) {
  const { t } = useLingui()
  const headingId = useId()
  const { sections } = report
  const slugOf = (number: number) => sections[number - 1]?.slug
  const focus = useSectionFocus(sections.length)
  const focusedSlug = focus.focusedNumber === null ? undefined : slugOf(focus.focusedNumber)
  const open = useOpenSections(
    [...sections.map((s) => s.slug), REPORT_SOURCES_ID],
    focusedSlug ? [focusedSlug] : [],
  )
  const [announcement, setAnnouncement] = useState('')

  /** Renders at once, so a section that was closed or hidden can take focus straight away. */
  const now = (change: () => void) => flushSync(change)

  const jump = (number: number) => {
    const slug = slugOf(number)
    if (!slug) return
    now(() => {
      focus.select(number)
      open.openOne(slug)
    })
    focusElement(sectionHeadingId(slug))
  }
  const focusOn = (number: number) => {
    focus.focusOn(number)
    const slug = slugOf(number)
    if (slug) open.openOne(slug)
    const title = sections[number - 1]?.title
    setAnnouncement(t`Showing only section ${number}, ${title}. The others are hidden.`)
  }
  /** Leaves focus mode; from the shortcuts, whose button goes away, focus goes to the section read. */
  const showAll = (moveTo?: string) => {
    now(() => focus.showAll())
    setAnnouncement(t`Showing all sections.`)
    if (moveTo) focusElement(sectionHeadingId(moveTo))
  }
  const openAll = (value: boolean) => {
    if (focus.focusedNumber !== null) focus.showAll()
    open.setAll(value)
    setAnnouncement(value ? t`All sections are open.` : t`All sections are closed.`)
  }
  const citations = {
    ...reportSources(report),
    showSource: (n: number) => {
      now(() => open.openOne(REPORT_SOURCES_ID))
      focusElement(reportSourceId(n))
    },
  }

  return (
    <ReportCitationsProvider value={citations}>
      <div aria-labelledby={headingId} role="region" className="flex flex-col gap-8">
        <ReportHeader report={report} headingId={headingId} />
        <Button variant="secondary" className="self-start print:hidden" onClick={backToQuestions}>
          <Trans>Back to the questions</Trans>
        </Button>
        <SectionShortcuts
          sections={sections}
          focusedNumber={focus.focusedNumber}
          allOpen={open.allOpen}
          onJump={jump}
          onShowAll={() => showAll(focusedSlug)}
          onOpenAll={openAll}
        />
        <div className="flex flex-col gap-6">
          {sections.map((section, index) => (
            <GuideReportSection
              key={section.slug}
              sessionId={sessionId}
              section={section}
              number={index + 1}
              shown={focus.shown(index + 1)}
              open={open.isOpen(section.slug)}
              onToggle={() => open.toggle(section.slug)}
              focused={focus.focusedNumber === index + 1}
              onFocusSection={() => focusOn(index + 1)}
              onShowAll={() => showAll()}
            />
          ))}
          <ReportSources
            open={open.isOpen(REPORT_SOURCES_ID)}
            onToggle={() => open.toggle(REPORT_SOURCES_ID)}
          />
        </div>
        <p role="status" className="sr-only">
          {announcement}
        </p>
        <div className="flex flex-wrap gap-3 border-t-2 border-line pt-8 print:hidden">
          <Button variant="secondary" onClick={backToQuestions}>
            <Trans>Back to the questions</Trans>
          </Button>
        </div>
        <div className="print:hidden">
          <DeleteAnswers sessionId={sessionId} onDeleted={onDeleted} />
        </div>
      </div>
    </ReportCitationsProvider>
  )
}
