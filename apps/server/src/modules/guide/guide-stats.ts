import { sql } from 'drizzle-orm'
import { SMALL_NUMBER_THRESHOLD, type Stats } from '@kindred/contract/guide'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { GuideCatalog } from './content/guide-catalog'

/** Hides any number of people under the threshold (SPEC §4.3, §10): small groups can identify someone. */
export const shown = (n: number) => (n >= SMALL_NUMBER_THRESHOLD ? n : null)
const pctOf = (n: number | null, of: number | null) =>
  n === null || of === null || of === 0 ? null : Math.round((n / of) * 1000) / 10

/** Community statistics over completed guides, beside the CDC reference. */
export async function communityStats(db: Db, clock: Clock, catalog: GuideCatalog): Promise<Stats> {
  const now = clock.now()
  // Completed, still-live guides, each with its current report.
  const completedGuides = sql`
    from guide_reports r join guide_sessions s on s.id = r.session_id
    where s.completed_at is not null and s.expires_at > ${now}`
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows
  const [{ total } = { total: 0 }] = await rows<{ total: number }>(
    sql`select count(*)::int as total ${completedGuides}`,
  )
  const byScore = await rows<{ ace: number; n: number }>(
    sql`select r.ace_score as ace, count(*)::int as n ${completedGuides} group by r.ace_score`,
  )
  const byType = await rows<{ slug: string; n: number }>(sql`
    select t.slug, count(*)::int as n
    from guide_reports r join guide_sessions s on s.id = r.session_id,
      jsonb_array_elements_text(r.present_types) as t(slug)
    where s.completed_at is not null and s.expires_at > ${now}
    group by t.slug`)

  const completed = shown(total)
  const { report } = catalog.content
  const typeCounts = new Map(byType.map((r) => [r.slug, r.n]))
  return {
    completed,
    distribution: report.distribution.buckets.map((b) => {
      const n = byScore.filter((r) => r.ace >= b.min && r.ace <= b.max).reduce((s, r) => s + r.n, 0)
      const count = completed === null ? null : shown(n)
      return { label: b.label, count, pct: pctOf(count, completed), cdc_pct: b.total_pct }
    }),
    types: catalog.types.map((t) => {
      const count = completed === null ? null : shown(typeCounts.get(t.slug) ?? 0)
      return {
        slug: t.slug,
        name: t.name,
        framework: t.framework,
        count,
        pct: pctOf(count, completed),
        cdc_pct: t.prevalence?.total_pct ?? null,
      }
    }),
    cdc_source: catalog.sourcesOf([report.distribution.source])[0]!,
  }
}
