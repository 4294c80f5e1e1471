import type { Language } from '@kindred/contract/languages'
import type { GuideDeps } from '../guide-deps'
import { toGuideReportDto } from '../guide-report.dto'
import { getReport } from './get-report'

/**
 * The titled sections of the session's own report, in order, titled in `language` (404 as the
 * report's route otherwise).
 */
export async function listReportSections(
  deps: GuideDeps,
  reportId: number,
  session: { id: number },
  sessionId: string,
  language: Language,
) {
  const report = await getReport(deps, reportId, session)
  return toGuideReportDto(deps, report, sessionId, language).sections.map((s) => ({
    slug: s.slug,
    title: s.title,
  }))
}
