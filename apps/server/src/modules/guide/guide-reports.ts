import { eq } from 'drizzle-orm'
import type { Report } from '@kindred/contract/guide'
import type { CrisisLine } from '@kindred/contract/help'
import type { Db } from '../../db/client'
import { guideReports } from '../../db/schema/index'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { buildSections } from './build-report'
import type { GuideCatalog } from './content/guide-catalog'
import type { GuideAnswers } from './guide-answers'
import type { GuideSessionRow, GuideSessions } from './guide-sessions'
import { scoreAnswers } from './scoring'

type ReportRow = typeof guideReports.$inferSelect

const reportNotFound = () => new AppError(404, 'REPORT_NOT_FOUND', 'That report was not found.')

/** One report per session, rebuilt in place from the answers so its id never changes (SPEC §4.3). */
export function createGuideReports(deps: {
  db: Db
  clock: Clock
  catalog: GuideCatalog
  answers: GuideAnswers
  sessions: GuideSessions
  /** Crisis lines for the next-steps section (content, loaded once at start). */
  crisisLines: Omit<CrisisLine, 'order'>[]
}) {
  const { db, clock, catalog, crisisLines } = deps

  return {
    /** The report as the API sends it: sections built from the stored scores and the current content. */
    toDto(row: ReportRow, sessionId: string): Report {
      const sections = buildSections(
        catalog,
        {
          ace: row.aceScore,
          expanded: row.expandedCount,
          pce: row.pceScore,
          presentTypes: row.presentTypes,
          caregivers: row.caregivers ?? null,
        },
        crisisLines,
      )
      return {
        report_id: row.id,
        session_id: sessionId,
        status: row.status,
        generated_at: row.generatedAt.toISOString(),
        total_sections: sections.length,
        scores: { ace: row.aceScore, ace_max: 10, expanded: row.expandedCount, pce: row.pceScore },
        sections,
      }
    },

    async generate(session: GuideSessionRow, status: 'partial' | 'complete'): Promise<ReportRow> {
      return db.transaction(async (tx) => {
        const answers = await deps.answers.list(session.id, tx)
        const scores = scoreAnswers(
          catalog,
          answers.map((a) => ({ trauma_id: a.itemId, value: a.value })),
        )
        const values = {
          sessionId: session.id,
          status,
          aceScore: scores.ace,
          expandedCount: scores.expanded,
          pceScore: scores.pce,
          presentTypes: scores.presentTypes,
          caregivers: scores.caregivers,
          generatedAt: clock.now(),
        }
        const [row] = await tx
          .insert(guideReports)
          .values(values)
          .onConflictDoUpdate({ target: guideReports.sessionId, set: values })
          .returning()
        if (status === 'complete') await deps.sessions.markCompleted(session, tx)
        return row!
      })
    },

    /** The report, only when both the id and the session match: anything else is a plain 404. */
    async getOwn(reportId: number, session: GuideSessionRow): Promise<ReportRow> {
      const [row] = await db.select().from(guideReports).where(eq(guideReports.id, reportId))
      if (!row || row.sessionId !== session.id) throw reportNotFound()
      return row
    },

    async forSession(session: GuideSessionRow): Promise<ReportRow | null> {
      const [row] = await db.select().from(guideReports).where(eq(guideReports.sessionId, session.id))
      return row ?? null
    },
  }
}
export type GuideReports = ReturnType<typeof createGuideReports>
