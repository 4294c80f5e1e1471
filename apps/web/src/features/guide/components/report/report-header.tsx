import { useRef } from 'react'
import type { GuideReport } from '@kindred/contract/guide'
import { useFocusOnArrival } from '../../hooks/use-focus-on-arrival'
import { ReportSummary } from './report-summary'

const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' })

/** "Your report": whether it is complete or built from the answers so far, and the summary. */
export function ReportHeader({ report, headingId }: { report: GuideReport; headingId: string }) {
  const heading = useRef<HTMLHeadingElement>(null)
  useFocusOnArrival('report', heading)
  const partial = report.status === 'partial'
  return (
    <div className="flex flex-col gap-4">
      <h2 ref={heading} id={headingId} tabIndex={-1} className="flex flex-col gap-1 text-2xl font-semibold">
        <span className="text-base font-semibold text-muted">
          {partial ? 'Not finished: your report so far' : 'Complete'}
        </span>
        Your report
      </h2>
      <p className="max-w-prose">
        {partial
          ? 'This report is built from the answers you have given so far. You can go back to the questions at any time and make it again.'
          : 'This is your report, made from all the answers you gave.'}{' '}
        It was made on {formatDate(report.generated_at)}. It is not a diagnosis: research describes large
        groups of people, not what will happen to you.
      </p>
      <ReportSummary report={report} />
    </div>
  )
}
