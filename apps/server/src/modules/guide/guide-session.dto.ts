import type { CurrentGuideSession, GuideSession } from '@kindred/contract/guide'
import type { ReportRow } from './guide-reports.repository'

/** A session as its holder sees it: the key itself, never stored in clear, and when it expires. */
export const toGuideSessionDto = (session: { key: string; expiresAt: Date }): GuideSession => ({
  session_id: session.key,
  expires_at: session.expiresAt.toISOString(),
})

/** A session resumed on another device: also whether it is finished, and its report. */
export const toCurrentGuideSessionDto = (session: {
  key: string
  expiresAt: Date
  report: Pick<ReportRow, 'id' | 'status'> | null
}): CurrentGuideSession => ({
  ...toGuideSessionDto(session),
  completed: session.report?.status === 'complete',
  report_id: session.report?.id ?? null,
})
