import { useGuideSessionStore } from '../stores/guide-session-store'
import { useGuideStore } from '../stores/guide-store'
import { SESSION_ID } from './guide-fixtures'

/** This device has a guide session (SESSION_ID) that lasts past the tests. */
export function withGuideSession() {
  useGuideSessionStore.getState().setSession({ session_id: SESSION_ID, expires_at: '2030-01-01T00:00:00Z' })
}

/** This device finished the guide with report 7, so /guide opens on the report. */
export function withFinishedGuide() {
  withGuideSession()
  useGuideStore.getState().setData({ myReportId: 7 })
  useGuideStore.getState().setGoToReport(true)
}
