import { Trans, useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { useRef } from 'react'
import type { GuideReport } from '@kindred/contract/guide'
import { useFocusOnArrival } from '../../hooks/use-focus-on-arrival'
import { formatLocale } from '../common/format-locale'
import { ReportSummary } from './report-summary'

/** The report's date as the shown language writes it ("7 December 2026", "7 de diciembre de 2026"). */
const formatDate = (iso: string, locale: string) =>
  new Date(iso).toLocaleDateString(formatLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })

/**
 * What the report is made from, said as it is: "Complete" only when the person finished and every
 * question was answered; otherwise how many were, so a report made from ten of thirty-five answers
 * never reads as complete (issue 23). Leaving questions out is fine and is said to be.
 */
function useMadeFrom(report: GuideReport) {
  const { t } = useLingui()
  const { answered, total } = report.progress
  if (report.status === 'partial')
    return {
      label: t`Not finished: your report so far, from ${answered} of ${plural(total, { one: '# question', other: '# questions' })}`,
      text: t`This report is built from the answers you have given so far. You can go back to the questions at any time and make it again.`,
    }
  if (answered >= total)
    return { label: t`Complete`, text: t`This is your report, made from all the answers you gave.` }
  return {
    label: t`Finished, with ${answered} of ${plural(total, { one: '# question', other: '# questions' })} answered`,
    text: t`${plural(answered, {
      one: 'This is your report, made from the one answer you gave. The questions you left are fine to leave; you can go back and answer them at any time, and make it again.',
      other:
        'This is your report, made from the # answers you gave. The questions you left are fine to leave; you can go back and answer them at any time, and make it again.',
    })}`,
  }
}

/** "Your report": what it is made from, and the summary. */
export function ReportHeader({ report, headingId }: { report: GuideReport; headingId: string }) {
  const { i18n } = useLingui()
  const heading = useRef<HTMLHeadingElement>(null)
  useFocusOnArrival('report', heading)
  const { label, text } = useMadeFrom(report)
  const date = formatDate(report.generated_at, i18n.locale)
  return (
    <div className="flex flex-col gap-4">
      <h2 ref={heading} id={headingId} tabIndex={-1} className="flex flex-col gap-1 text-2xl font-semibold">
        <span className="text-base font-semibold text-muted">{label}</span>
        <Trans>Your report</Trans>
      </h2>
      <p className="max-w-prose">
        {text}{' '}
        <Trans>
          It was made on {date}. It is not a diagnosis: research describes large groups of people, not what
          will happen to you.
        </Trans>
      </p>
      <ReportSummary report={report} />
    </div>
  )
}
