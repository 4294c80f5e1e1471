import { useRef } from 'react'
import type { GuideReport } from '@kindred/contract/guide'
import { useFocusOnArrival } from '../../hooks/use-focus-on-arrival'
import { ReportSummary } from './report-summary'

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' })

/**
 * What the report is made from, said as it is: "Complete" only when the person finished and every
 * question was answered; otherwise how many were, so a report made from ten of thirty-five answers
 * never reads as complete (issue 23). Leaving questions out is fine and is said to be.
 */
function madeFrom(report: GuideReport) {
  const { answered, total } = report.progress
  const questions = `${answered} of ${total} questions`
  if (report.status === 'partial')
    return {
      label: `Not finished: your report so far, from ${questions}`,
      text: 'This report is built from the answers you have given so far. You can go back to the questions at any time and make it again.',
    }
  if (answered >= total)
    return { label: 'Complete', text: 'This is your report, made from all the answers you gave.' }
  return {
    label: `Finished, with ${questions} answered`,
    text: `This is your report, made from the ${answered === 1 ? 'one answer' : `${answered} answers`} you gave. The questions you left are fine to leave; you can go back and answer them at any time, and make it again.`,
  }
}

/** "Your report": what it is made from, and the summary. */
export function ReportHeader({ report, headingId }: { report: GuideReport; headingId: string }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useFocusOnArrival('report', heading)
  const { label, text } = madeFrom(report)
  return (
    <div className="flex flex-col gap-4">
      <h2 ref={heading} id={headingId} tabIndex={-1} className="flex flex-col gap-1 text-2xl font-semibold">
        <span className="text-base font-semibold text-muted">{label}</span>
        Your report
      </h2>
      <p className="max-w-prose">
        {text} It was made on {formatDate(report.generated_at)}. It is not a diagnosis: research describes
        large groups of people, not what will happen to you.
      </p>
      <ReportSummary report={report} />
    </div>
  )
}
