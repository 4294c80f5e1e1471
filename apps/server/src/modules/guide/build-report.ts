import type { CrisisLine } from '@kindred/contract/safety'
import type { GuideReportBlock, GuideReportSection } from '@kindred/contract/guide'
import { CAREGIVER_STYLES, type CaregiverStyle, type ContentBlock } from '@kindred/contract/guide-content'
import type { GuideCatalog } from './content/guide-catalog'
import type { Scores } from './scoring'

type Draft = Omit<GuideReportSection, 'order' | 'sources'>

/** The slug of a type's section in the report (and of the comments left on it). */
export const traumaSectionSlug = (typeSlug: string) => `trauma-${typeSlug}`

/** The fixed sections every report has, for validating comment targets. */
export const FIXED_SECTIONS = ['summary', 'protective', 'caregivers', 'next-steps', 'about'] as const

/**
 * Builds the report's sections from the scores (SPEC §4.3): summary with the CDC comparison, one
 * section per present type, protective experiences, caregivers when answered, next steps with
 * crisis lines, and how the report was made. Pure: the same answers always give the same report,
 * in the catalog's language, with the crisis lines of that language (decision 083): every figure,
 * score and source is the same in each.
 */
export function buildSections(
  catalog: GuideCatalog,
  scores: Scores,
  crisisLines: Omit<CrisisLine, 'order'>[],
): GuideReportSection[] {
  const { report, language } = catalog.content
  const headings = report.trauma.part_headings
  const text = (blocks: ContentBlock[], heading?: string): GuideReportBlock[] =>
    blocks.map((b, i) => ({
      type: 'text' as const,
      ...catalog.block(i === 0 && heading && !b.heading ? { ...b, heading } : b),
    }))
  const band = <T extends { min: number; max: number }>(bands: T[], score: number) =>
    bands.find((b) => score >= b.min && score <= b.max)

  const drafts: Draft[] = []
  drafts.push({
    slug: 'summary',
    kind: 'summary',
    title: report.summary.title,
    blocks: [
      ...text(report.summary.intro),
      {
        type: 'score-chart',
        score: scores.ace,
        buckets: report.distribution.buckets.map(({ label, min, max, total_pct }) => ({
          label,
          min,
          max,
          total_pct,
        })),
        source: report.distribution.source,
      },
      ...text(band(report.summary.by_score, scores.ace)?.blocks ?? []),
    ],
  })

  for (const slug of scores.presentTypes) {
    const type = catalog.content.types.find((t) => t.slug === slug)
    if (!type) continue
    const d = type.detail
    drafts.push({
      slug: traumaSectionSlug(slug),
      kind: 'trauma',
      title: type.name,
      trauma_slug: slug,
      blocks: [
        ...text(d.what_it_is, headings.what_it_is),
        // The CDC figures are said once, in the text's own words, not again as a separate block.
        ...text(d.how_common, headings.how_common),
        ...text(d.effects.emotional, headings.emotional),
        ...text(d.effects.health, headings.health),
        ...text(d.effects.social, headings.social),
        ...text(d.needs, headings.needs),
        ...text(d.what_helps, headings.what_helps),
        ...text(d.caveats, headings.caveats),
        {
          type: 'memories-link',
          tag: slug,
          label: report.trauma.memories_link.replace('{name}', () => type.name.toLocaleLowerCase(language)),
        },
      ],
    })
  }

  drafts.push({
    slug: 'protective',
    kind: 'protective',
    title: report.protective.title,
    blocks: [
      ...text(report.protective.intro),
      ...text(band(report.protective.by_score, scores.pce)?.blocks ?? []),
    ],
  })

  if (scores.caregivers) {
    const { a, b } = scores.caregivers
    const style = (slug: CaregiverStyle) => catalog.content.styles.styles.find((s) => s.slug === slug)
    const pair = combinationOf(catalog, a, b)
    drafts.push({
      slug: 'caregivers',
      kind: 'caregivers',
      title: report.caregivers.title,
      blocks: [
        ...text(report.caregivers.intro),
        ...text(style(a)?.description ?? [], style(a)?.name),
        ...(b !== 'none' ? text(style(b)?.description ?? [], style(b)?.name) : []),
        ...(pair ? text(pair.blocks, pair.title) : []),
        ...text(catalog.content.styles.caveats, report.caregivers.caveats_heading),
      ],
    })
  }

  drafts.push({
    slug: 'next-steps',
    kind: 'next-steps',
    title: report.next_steps.title,
    blocks: [...text(report.next_steps.blocks), { type: 'crisis-lines', lines: crisisLines }],
  })
  drafts.push({ slug: 'about', kind: 'about', title: report.about.title, blocks: text(report.about.blocks) })

  return drafts.map((draft, i) => ({
    ...draft,
    order: i + 1,
    sources: catalog.sourcesOf(keysOf(draft.blocks)),
  }))
}

function keysOf(blocks: GuideReportBlock[]): string[] {
  return blocks.flatMap((b) => (b.type === 'text' ? b.sources : b.type === 'score-chart' ? [b.source] : []))
}

/** The research text for a pair of caregivers, whichever order they were given in. */
export function combinationOf(catalog: GuideCatalog, a: CaregiverStyle, b: CaregiverStyle) {
  const rank = (s: CaregiverStyle) => CAREGIVER_STYLES.indexOf(s)
  const [x, y] = rank(a) <= rank(b) ? [a, b] : [b, a]
  return catalog.content.styles.combinations.find((c) => c.pair[0] === x && c.pair[1] === y)
}
