import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { guideReports } from '../../db/schema/index'

export type ReportRow = typeof guideReports.$inferSelect
type ReportValues = Omit<typeof guideReports.$inferInsert, 'id'>

/** One report per session, rewritten in place. Rows in, rows out. */
export function createGuideReportsRepository(db: Db) {
  return {
    /** Writes the session's report, keeping its id when it already has one. */
    async upsert(values: ReportValues, tx: Db = db): Promise<ReportRow> {
      const [row] = await tx
        .insert(guideReports)
        .values(values)
        .onConflictDoUpdate({ target: guideReports.sessionId, set: values })
        .returning()
      return row!
    },

    async findById(reportId: number, tx: Db = db): Promise<ReportRow | null> {
      const [row] = await tx.select().from(guideReports).where(eq(guideReports.id, reportId))
      return row ?? null
    },

    async findForSession(sessionRowId: number, tx: Db = db): Promise<ReportRow | null> {
      const [row] = await tx.select().from(guideReports).where(eq(guideReports.sessionId, sessionRowId))
      return row ?? null
    },

    async listForSessions(sessionRowIds: number[], tx: Db = db): Promise<ReportRow[]> {
      if (sessionRowIds.length === 0) return []
      return tx.select().from(guideReports).where(inArray(guideReports.sessionId, sessionRowIds))
    },
  }
}
export type GuideReportsRepository = ReturnType<typeof createGuideReportsRepository>
