import { AppError } from '../../../lib/app-error'
import type { GuideDeps } from '../guide-deps'
import type { ReportRow } from '../guide-reports.repository'

/** The report, only when both the id and the session match: anything else is a plain 404. */
export async function getReport(
  deps: GuideDeps,
  reportId: number,
  session: { id: number },
): Promise<ReportRow> {
  const row = await deps.reports.findById(reportId)
  if (!row || row.sessionId !== session.id)
    throw new AppError(404, 'REPORT_NOT_FOUND', 'guide.reportNotFound')
  return row
}
