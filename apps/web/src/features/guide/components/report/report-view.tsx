import { useId, useState } from 'react'
import type { Report } from '@kindred/contract/guide'
import { Button } from '@/components/ui/button'
import { DeleteAnswers } from '../delete/delete-answers'
import { backToQuestions } from './back-to-questions'
import { ReportHeader } from './report-header'
import { ReportSection } from './report-section'
import { sectionHeadingId } from './section-ids'
import { SectionShortcuts } from './section-shortcuts'
import { useSectionFocus } from './use-section-focus'

interface ReportViewProps {
  report: Report
  sessionId: string
  onDeleted: () => void
}

/** The report: scores, numbered sections with shortcuts and focus mode, and the ways onward. */
export function ReportView({ report, sessionId, onDeleted }: ReportViewProps) {
  const headingId = useId()
  const { sections } = report
  const headingIdOf = (number: number) => {
    const section = sections[number - 1]
    return section ? sectionHeadingId(section.slug) : undefined
  }
  const focus = useSectionFocus(sections.length, headingIdOf)
  const [announcement, setAnnouncement] = useState('')

  const focusOn = (number: number) => {
    focus.focusOn(number)
    setAnnouncement(`Showing only section ${number}, ${sections[number - 1]?.title}. The others are hidden.`)
  }
  const showAll = () => {
    focus.showAll()
    setAnnouncement('Showing all sections.')
  }

  return (
    <div aria-labelledby={headingId} role="region" className="flex flex-col gap-8">
      <ReportHeader report={report} headingId={headingId} />
      <Button variant="secondary" className="self-start" onClick={backToQuestions}>
        Back to the questions
      </Button>
      <SectionShortcuts
        sections={sections}
        focusedNumber={focus.focusedNumber}
        onJump={focus.jump}
        onShowAll={showAll}
      />
      {sections.map((section, index) => (
        <ReportSection
          key={section.slug}
          sessionId={sessionId}
          section={section}
          number={index + 1}
          shown={focus.shown(index + 1)}
          focused={focus.focusedNumber === index + 1}
          onFocusSection={() => focusOn(index + 1)}
          onShowAll={showAll}
        />
      ))}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div className="flex flex-wrap gap-3 border-t-2 border-line pt-8">
        <Button variant="secondary" onClick={backToQuestions}>
          Back to the questions
        </Button>
      </div>
      <DeleteAnswers sessionId={sessionId} onDeleted={onDeleted} />
    </div>
  )
}
