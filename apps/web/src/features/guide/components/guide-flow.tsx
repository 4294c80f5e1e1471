import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react'
import { useGuideSession } from '../hooks/use-guide-session'
import { useGuideSessionStore } from '../stores/guide-session-store'
import { useGuideStore } from '../stores/guide-store'
import { ConsentScreen } from './consent/consent-screen'
import { useGuideEnvironment } from './guide-context'
import { LoadingStatus } from '@/components/ui/loading-status'

// A first visit sees only the consent screen: the questions and the report (with their schemas and
// the API client) load when they are shown, so the guide's address is quick to use on a slow phone
// (decision 013). Both share the query client of the flow, which is already provided.
const loadQuestions = () => import('./questions/questions-screen')
const loadReport = () => import('./report/report-screen')
const QuestionsScreen = lazy(() => loadQuestions().then((module) => ({ default: module.QuestionsScreen })))
const ReportScreen = lazy(() => loadReport().then((module) => ({ default: module.ReportScreen })))

/**
 * Someone who will not see the consent screen (a session kept here, or signed in and perhaps with one
 * elsewhere) gets the next screen's code at once, alongside the session check, instead of after it.
 */
function usePreloadNextScreen(signedIn: boolean) {
  const keptSession = useGuideSessionStore((state) => state.session_id !== null)
  const goToReport = useGuideStore(
    (state) => (state.goToReport || state.finished) && state.myReportId !== null,
  )
  const likelyReturning = signedIn || keptSession
  useEffect(() => {
    if (!likelyReturning) return
    void (goToReport ? loadReport() : loadQuestions())
  }, [likelyReturning, goToReport])
}

/**
 * A finished guide opens on its report at every visit (issue 34). The seed's flag for going to the
 * report is cleared on every other page (seed §2), so coming to /guide sets it again, before the
 * first paint; "Back to the questions" clears it for this visit, the person's choice.
 */
function useOpenFinishedGuideOnReport() {
  useLayoutEffect(() => {
    const guide = useGuideStore.getState()
    if (guide.finished && guide.myReportId !== null) guide.setGoToReport(true)
  }, [])
}

/**
 * The guide (SPEC §9.1): consent first, then one group at a time, then the report. Where a person
 * is lives in the guide stores, so a reload or a later visit opens the same place.
 */
export function GuideFlow() {
  const { t } = useLingui()
  const { signedIn } = useGuideEnvironment()
  const status = useGuideSession(signedIn)
  usePreloadNextScreen(signedIn)
  useOpenFinishedGuideOnReport()
  // A session not started on this screen is a return visit (kept here, or from another device).
  const [startedHere, setStartedHere] = useState(false)
  const [deleted, setDeleted] = useState(false)
  const goToReport = useGuideStore((state) => state.goToReport)
  const myReportId = useGuideStore((state) => state.myReportId)

  if (status.kind === 'checking')
    return <LoadingStatus>{t`Looking for a guide you started before…`}</LoadingStatus>
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
  return (
    <Suspense fallback={<LoadingStatus>{t`Loading the guide…`}</LoadingStatus>}>
      {goToReport && myReportId !== null ? (
        <ReportScreen sessionId={status.sessionId} reportId={myReportId} onDeleted={onDeleted} />
      ) : (
        <QuestionsScreen sessionId={status.sessionId} returning={!startedHere} onDeleted={onDeleted} />
      )}
    </Suspense>
  )
}
