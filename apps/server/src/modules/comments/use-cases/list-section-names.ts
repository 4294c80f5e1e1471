import { toGuideReportDto } from '../guide-report.dto'
import type { GuideDeps } from '../guide-deps'
import type { GuideSessionRow } from '../guide-sessions.repository'
import { getReport } from './get-report'

/** The sections of the session's own report that have visible comments, with their titles and counts. */
export async function listSectionNames(
  deps: GuideDeps,
  reportId: number,
  session: GuideSessionRow,
  sessionId: string,
) {
  const report = await getReport(deps, reportId, session)
  const { sections } = toGuideReportDto(deps, report, sessionId)
  const counts = await deps.comments.countVisibleBySection(sections.map((s) => s.slug))
  return sections
    .filter((s) => (counts.get(s.slug) ?? 0) > 0)
    .map((s) => ({ slug: s.slug, title: s.title, count: counts.get(s.slug)! }))
}
