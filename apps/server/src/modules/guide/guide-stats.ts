import { SMALL_NUMBER_THRESHOLD, type Stats } from '@kindred/contract/guide'
import type { GuideCatalog } from './content/guide-catalog'

/** Hides any number of people under the threshold (SPEC §4.3, §10): small groups can identify someone. */
export const shown = (n: number) => (n >= SMALL_NUMBER_THRESHOLD ? n : null)
const pctOf = (n: number | null, of: number | null) =>
  n === null || of === null || of === 0 ? null : Math.round((n / of) * 1000) / 10

/** Community statistics over completed guides, beside the CDC reference, from raw counts. */
export function communityStats(
  catalog: GuideCatalog,
  counts: { total: number; byScore: { ace: number; n: number }[]; byType: { slug: string; n: number }[] },
): Stats {
  const completed = shown(counts.total)
  const { report } = catalog.content
  const typeCounts = new Map(counts.byType.map((r) => [r.slug, r.n]))
  return {
    completed,
    distribution: report.distribution.buckets.map((b) => {
      const n = counts.byScore.filter((r) => r.ace >= b.min && r.ace <= b.max).reduce((s, r) => s + r.n, 0)
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
