import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { useReport } from '../../api/get-report'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { backToQuestions } from './back-to-questions'
import { ReportView } from './report-view'

interface ReportScreenProps {
  sessionId: string
  reportId: number
  onDeleted: () => void
}

/** The report: just made, or fetched again when coming back to it. */
export function ReportScreen({ sessionId, reportId, onDeleted }: ReportScreenProps) {
  const { t } = useLingui()
  const report = useReport(sessionId, reportId)
  if (report.isPending) return <LoadingStatus>{t`Opening your report…`}</LoadingStatus>
  if (report.isError) {
    return (
      <div className="flex flex-col items-start gap-4">
        <LoadError
          what={t({ message: 'your report', comment: 'Ends the sentence "We could not load …".' })}
          error={report.error}
          onRetry={() => void report.refetch()}
          note={t`Your answers are kept, and you can make the report again from the questions.`}
        />
        <Button variant="secondary" onClick={backToQuestions}>
          <Trans>Back to the questions</Trans>
        </Button>
      </div>
    )
  }
  return <ReportView report={report.data} sessionId={sessionId} onDeleted={onDeleted} />
}
