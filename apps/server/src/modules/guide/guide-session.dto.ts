import type { CurrentGuideSession, GuideSession } from '@kindred/contract/guide'
import type { ReportRow } from './guide-reports.repository'

/** A session as its holder sees it: the key itself, never stored in clear, and when it expires. */
export const toGuideSessionDto = (session: { key: string; expiresAt: Date }): GuideSession => ({
  session_id: session.key,
  expires_at: session.expiresAt.toISOString(),
})

/**
 * Whether the guide is finished (its report is the complete one), and its report: what lets every
 * device open a finished guide on its report (issue 34).
 */
export const toGuideFinishedDto = (
  report: Pick<ReportRow, 'id' | 'status'> | null,
): Required<Pick<CurrentGuideSession, 'completed' | 'report_id'>> => ({
  completed: report?.status === 'complete',
  report_id: report?.id ?? null,
})

/** A session resumed on another device: also whether it is finished, and its report. */
export const toCurrentGuideSessionDto = (session: {
  key: string
  expiresAt: Date
  report: Pick<ReportRow, 'id' | 'status'> | null
}): CurrentGuideSession => ({
  ...toGuideSessionDto(session),
  ...toGuideFinishedDto(session.report),
})
