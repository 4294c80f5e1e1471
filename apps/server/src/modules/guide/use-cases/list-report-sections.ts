import type { GuideDeps } from '../guide-deps'
import { toGuideReportDto } from '../guide-report.dto'
import { getReport } from './get-report'

/** The titled sections of the session's own report, in order (404 as the report's route otherwise). */
export async function listReportSections(
  deps: GuideDeps,
  reportId: number,
  session: { id: number },
  sessionId: string,
) {
  const report = await getReport(deps, reportId, session)
  return toGuideReportDto(deps, report, sessionId).sections.map((s) => ({ slug: s.slug, title: s.title }))
}
