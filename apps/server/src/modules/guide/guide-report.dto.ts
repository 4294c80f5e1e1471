import type { GuideReport } from '@kindred/contract/guide'
import type { Language } from '@kindred/contract/languages'
import { buildSections } from './build-report'
import type { GuideDeps } from './guide-deps'
import type { ReportRow } from './guide-reports.repository'

/**
 * The report as the API sends it: sections built from the stored scores and the current content, in
 * `language` (decision 083). The same scores, figures and sources in every language.
 */
export function toGuideReportDto(
  deps: Pick<GuideDeps, 'catalogs' | 'crisisLines'>,
  row: ReportRow,
  sessionId: string,
  language: Language,
): GuideReport {
  const catalog = deps.catalogs[language]
  const sections = buildSections(
    catalog,
    {
      ace: row.aceScore,
      expanded: row.expandedCount,
      pce: row.pceScore,
      presentTypes: row.presentTypes,
      caregivers: row.caregivers ?? null,
    },
    deps.crisisLines[language],
  )
  return {
    report_id: row.id,
    session_id: sessionId,
    status: row.status,
    generated_at: row.generatedAt.toISOString(),
    total_sections: sections.length,
    // Made from this many of the guide's questions (content may have changed since: never more).
    progress: {
      answered: Math.min(row.answeredCount, catalog.items.length),
      total: catalog.items.length,
    },
    scores: { ace: row.aceScore, ace_max: 10, expanded: row.expandedCount, pce: row.pceScore },
    sections,
  }
}
