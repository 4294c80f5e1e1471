import type { GuideReport } from '@kindred/contract/guide'
import type { CrisisLine } from '@kindred/contract/safety'
import { buildSections } from './build-report'
import type { GuideCatalog } from './content/guide-catalog'
import type { ReportRow } from './guide-reports.repository'

/** The report as the API sends it: sections built from the stored scores and the current content. */
export function toGuideReportDto(
  deps: { catalog: GuideCatalog; crisisLines: Omit<CrisisLine, 'order'>[] },
  row: ReportRow,
  sessionId: string,
): GuideReport {
  const sections = buildSections(
    deps.catalog,
    {
      ace: row.aceScore,
      expanded: row.expandedCount,
      pce: row.pceScore,
      presentTypes: row.presentTypes,
      caregivers: row.caregivers ?? null,
    },
    deps.crisisLines,
  )
  return {
    report_id: row.id,
    session_id: sessionId,
    status: row.status,
    generated_at: row.generatedAt.toISOString(),
    total_sections: sections.length,
    // Made from this many of the guide's questions (content may have changed since: never more).
    progress: {
      answered: Math.min(row.answeredCount, deps.catalog.items.length),
      total: deps.catalog.items.length,
    },
    scores: { ace: row.aceScore, ace_max: 10, expanded: row.expandedCount, pce: row.pceScore },
    sections,
  }
}
