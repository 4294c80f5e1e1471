import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { queryRows } from '../../lib/query-rows'

/** Completed guides still alive at `now`, by ACE score and by present type. Raw counts, not yet hidden. */
export function createGuideStatsRepository(db: Db) {
  const rows = <T extends object>(query: SQL, tx: Db) => queryRows<T>(tx, query)
  return {
    async countCompleted(now: Date, tx: Db = db) {
      // Completed, still-live guides, each with its current report.
      const completedGuides = sql`
        from guide_reports r join guide_sessions s on s.id = r.session_id
        where s.completed_at is not null and s.expires_at > ${now}`
      const [{ total } = { total: 0 }] = await rows<{ total: number }>(
        sql`select count(*)::int as total ${completedGuides}`,
        tx,
      )
      const byScore = await rows<{ ace: number; n: number }>(
        sql`select r.ace_score as ace, count(*)::int as n ${completedGuides} group by r.ace_score`,
        tx,
      )
      const byType = await rows<{ slug: string; n: number }>(
        sql`
        select t.slug, count(*)::int as n
        from guide_reports r join guide_sessions s on s.id = r.session_id,
          jsonb_array_elements_text(r.present_types) as t(slug)
        where s.completed_at is not null and s.expires_at > ${now}
        group by t.slug`,
        tx,
      )
      return { total, byScore, byType }
    },
  }
}
export type GuideStatsRepository = ReturnType<typeof createGuideStatsRepository>
