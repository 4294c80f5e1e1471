import { useState } from 'react'
import { useGuideSession } from '../hooks/use-guide-session'
import { useGuideStore } from '../stores/guide-store'
import { ConsentScreen } from './consent/consent-screen'
import { useGuideEnvironment } from './guide-context'
import { QuestionsScreen } from './questions/questions-screen'
import { ReportScreen } from './report/report-screen'
import { LoadingStatus } from './shared/loading-status'

/**
 * The guide (SPEC §9.1): consent first, then one group at a time, then the report. Where a person
 * is lives in the guide stores, so a reload or a later visit opens the same place.
 */
export function GuideFlow() {
  const { signedIn } = useGuideEnvironment()
  const status = useGuideSession(signedIn)
  // A session not started on this screen is a return visit (kept here, or from another device).
  const [startedHere, setStartedHere] = useState(false)
  const [deleted, setDeleted] = useState(false)
  const goToReport = useGuideStore((state) => state.goToReport)
  const myReportId = useGuideStore((state) => state.myReportId)

  if (status.kind === 'checking')
    return <LoadingStatus>Looking for a guide you started before…</LoadingStatus>
  if (status.kind === 'none')
    return (
      <ConsentScreen
        signedIn={signedIn}
        deleted={deleted}
        resumeFailed={status.resumeFailed}
        onStarted={() => setStartedHere(true)}
      />
    )

  const onDeleted = () => setDeleted(true)
  if (goToReport && myReportId !== null)
    return <ReportScreen sessionId={status.sessionId} reportId={myReportId} onDeleted={onDeleted} />
  return <QuestionsScreen sessionId={status.sessionId} returning={!startedHere} onDeleted={onDeleted} />
}
