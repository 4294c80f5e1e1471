import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  CAREGIVER_STYLES,
  CaregiverStylesFileSchema,
  GroupsFileSchema,
  ItemsFileSchema,
  RATHER_NOT_SAY,
  ReportFileSchema,
  SourcesFileSchema,
  TRAUMA_SLUGS_CDC,
  TRAUMA_SLUGS_EXPANDED,
  TraumaTypeFileSchema,
} from '@kindred/contract/guide-content'
import { isWebRoute } from '@kindred/contract/web-routes'
import { paths } from '../../paths'

// The guide's content files (content/guide, SPEC §4.1) checked against their schemas and against the
// facts they must carry: the CDC–Kaiser tables of docs/product/ace-facts.md §1.5 and §1.6, sourced figures,
// counting options on every item, and every pair of caregiver styles.

const dir = path.join(paths.content, 'guide')
const readJson = (rel: string): unknown => JSON.parse(fs.readFileSync(path.join(dir, rel), 'utf8'))
const jsonFiles = (sub: string) =>
  fs
    .readdirSync(path.join(dir, sub))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => `${sub}/${name}`)

const sources = SourcesFileSchema.parse(readJson('sources.json'))
const typeFiles = jsonFiles('types').map((rel) => ({ rel, type: TraumaTypeFileSchema.parse(readJson(rel)) }))
const types = typeFiles.map((t) => t.type)
const groups = GroupsFileSchema.parse(readJson('groups.json'))
const itemFiles = jsonFiles('items').map((rel) => ({ rel, file: ItemsFileSchema.parse(readJson(rel)) }))
const items = itemFiles.flatMap((f) => f.file.items)
const styles = CaregiverStylesFileSchema.parse(readJson('caregiver-styles.json'))
const report = ReportFileSchema.parse(readJson('report.json'))

/** Every parsed file, for the checks that walk all content. */
const allContent: { rel: string; data: unknown }[] = [
  { rel: 'sources.json', data: sources },
  ...typeFiles.map((t) => ({ rel: t.rel, data: t.type })),
  { rel: 'groups.json', data: groups },
  ...itemFiles.map((f) => ({ rel: f.rel, data: f.file })),
  { rel: 'caregiver-styles.json', data: styles },
  { rel: 'report.json', data: report },
]

/** Every object with a string `text` field (a content block), wherever it sits. */
function blocksIn(value: unknown, at: string, out: { at: string; text: string; sources?: unknown }[] = []) {
  if (Array.isArray(value)) value.forEach((v, i) => blocksIn(v, `${at}[${i}]`, out))
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (typeof record.text === 'string') out.push({ at, text: record.text, sources: record.sources })
    for (const [key, v] of Object.entries(record)) blocksIn(v, `${at}.${key}`, out)
  }
  return out
}

/** Every string anywhere in a value, except web addresses (`url`), which are not prose. */
function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) value.forEach((v) => stringsIn(v, out))
  else if (value && typeof value === 'object')
    Object.entries(value).forEach(([key, v]) => key !== 'url' && stringsIn(v, out))
  return out
}

const allBlocks = allContent.flatMap(({ rel, data }) => blocksIn(data, rel))

/** docs/product/ace-facts.md §1.5: [total, women, men] per CDC category, as published (S1). */
const CDC_PREVALENCE: Record<(typeof TRAUMA_SLUGS_CDC)[number], [number, number, number]> = {
  'emotional-abuse': [10.6, 13.1, 7.6],
  'physical-abuse': [28.3, 27.0, 29.9],
  'sexual-abuse': [20.7, 24.7, 16.0],
  'emotional-neglect': [14.8, 16.7, 12.4],
  'physical-neglect': [9.9, 9.2, 10.7],
  'violence-against-caregiver': [12.7, 13.7, 11.5],
  'household-substance-use': [26.9, 29.5, 23.8],
  'household-mental-illness': [19.4, 23.3, 14.8],
  'parental-separation': [23.3, 24.5, 21.8],
  'household-incarceration': [4.7, 5.2, 4.1],
}
const CDC_SOURCE = 'cdc-ace-prevalence'

/** docs/product/ace-facts.md §1.6: the ACE score distribution (S1). */
const CDC_DISTRIBUTION = [
  { label: '0', min: 0, max: 0, total_pct: 36.1, women_pct: 34.5, men_pct: 38.0 },
  { label: '1', min: 1, max: 1, total_pct: 26.0, women_pct: 24.5, men_pct: 27.9 },
  { label: '2', min: 2, max: 2, total_pct: 15.9, women_pct: 15.5, men_pct: 16.4 },
  { label: '3', min: 3, max: 3, total_pct: 9.5, women_pct: 10.3, men_pct: 8.6 },
  { label: '4 or more', min: 4, max: 10, total_pct: 12.5, women_pct: 15.2, men_pct: 9.2 },
]

/** Words that speak of abuse done to the reader: right after abuse, wrong after a separation. */
const ABUSE_WORDING = /abuse|harm done|not your fault|never your fault|hurt you|deserves? to be hurt|blame/i

/** A full reference without a link: "Authors. Year. Title. Where it was published." */
const FULL_REFERENCE = /^[^.].*?\. (?:19|20)\d\d\. .+\. \S.*\.$/

/**
 * García & Gracia 2009: the fact sheet gives its authors, year and title but not the journal, and only
 * a copy of the paper was read (decision 014). It stays cited, and this list must shrink, never grow.
 */
const KNOWN_INCOMPLETE = ['garcia-gracia-2009']

/** Asserts that score bands cover min..max exactly once each, in order. */
function expectBandsCover(bands: { min: number; max: number }[], min: number, max: number) {
  let next = min
  for (const band of bands) {
    expect(band.min, `band ${band.min}-${band.max}`).toBe(next)
    expect(band.max).toBeGreaterThanOrEqual(band.min)
    next = band.max + 1
  }
  expect(next - 1).toBe(max)
}

describe('guide content files', () => {
  it('has every trauma type exactly once, in its framework, in order', () => {
    const slugs = types.map((t) => t.slug)
    expect([...slugs].sort()).toEqual([...TRAUMA_SLUGS_CDC, ...TRAUMA_SLUGS_EXPANDED].sort())
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const { rel, type } of typeFiles) expect(rel).toBe(`types/${type.slug}.json`)
    for (const slug of TRAUMA_SLUGS_CDC) expect(types.find((t) => t.slug === slug)?.framework).toBe('cdc_ace')
    for (const slug of TRAUMA_SLUGS_EXPANDED)
      expect(types.find((t) => t.slug === slug)?.framework).toBe('expanded')
    const byOrder = [...types].sort((a, b) => a.order - b.order).map((t) => t.slug)
    expect(byOrder).toEqual([...TRAUMA_SLUGS_CDC, ...TRAUMA_SLUGS_EXPANDED])
    expect(types.map((t) => t.order).sort((a, b) => a - b)).toEqual(slugs.map((_, i) => i + 1))
  })

  it('gives each CDC type the CDC prevalence exactly as published, and expanded types none', () => {
    for (const type of types) {
      if (type.framework === 'cdc_ace') {
        const [total_pct, women_pct, men_pct] = CDC_PREVALENCE[type.slug as keyof typeof CDC_PREVALENCE]
        expect(type.prevalence, type.slug).toEqual({ total_pct, women_pct, men_pct, source: CDC_SOURCE })
      } else {
        expect(type.prevalence, type.slug).toBeNull()
      }
    }
  })

  it('carries the CDC ACE score distribution exactly as published', () => {
    expect(report.distribution.source).toBe(CDC_SOURCE)
    expect(report.distribution.buckets).toEqual(CDC_DISTRIBUTION)
  })

  it('names sources for every block with a figure, and only sources that exist', () => {
    const keys = sources.sources.map((s) => s.key)
    expect(new Set(keys).size).toBe(keys.length)
    const known = new Set(keys)
    const used = new Set<string>()
    expect(allBlocks.length).toBeGreaterThan(100)
    for (const block of allBlocks) {
      const cited = (block.sources ?? []) as string[]
      if (/\d/.test(block.text))
        expect(cited.length, `${block.at} states a figure without a source`).toBeGreaterThan(0)
      for (const key of cited) {
        expect(known.has(key), `${block.at} cites unknown source ${key}`).toBe(true)
        used.add(key)
      }
    }
    for (const type of types) {
      if (type.prevalence) {
        expect(known.has(type.prevalence.source)).toBe(true)
        used.add(type.prevalence.source)
      }
    }
    expect(known.has(report.distribution.source)).toBe(true)
    used.add(report.distribution.source)
    expect(
      keys.filter((key) => !used.has(key)),
      'sources never cited',
    ).toEqual([])
  })

  it('has the six groups in order, each with its items file', () => {
    expect(groups.groups.map((g) => g.order)).toEqual([1, 2, 3, 4, 5, 6])
    const groupSlugs = groups.groups.map((g) => g.slug)
    expect(new Set(groupSlugs).size).toBe(6)
    expect(itemFiles.map((f) => f.file.group).sort()).toEqual([...groupSlugs].sort())
    for (const { rel, file } of itemFiles) expect(rel).toBe(`items/${file.group}.json`)
    expect(groups.groups[0]?.intro).toContain("I'd rather not say")
  })

  it('ends every item with "I\'d rather not say", which never counts', () => {
    const slugs = items.map((i) => i.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const item of items) {
      const last = item.options.at(-1)
      expect(last, item.slug).toMatchObject({ value: RATHER_NOT_SAY, counts: false })
      expect(item.options.filter((o) => o.value === RATHER_NOT_SAY)).toHaveLength(1)
      const values = item.options.map((o) => o.value)
      expect(new Set(values).size, item.slug).toBe(values.length)
    }
  })

  it('ties every ACE and expanded item to an existing type of the same framework, with a counting option', () => {
    const typeBySlug = new Map(types.map((t) => [t.slug, t]))
    for (const item of items) {
      if (item.kind === 'ace' || item.kind === 'expanded') {
        const type = typeBySlug.get(item.type_slug ?? '')
        expect(type, `${item.slug} has no type`).toBeDefined()
        expect(type?.framework).toBe(item.kind === 'ace' ? 'cdc_ace' : 'expanded')
        expect(
          item.options.some((o) => o.counts),
          item.slug,
        ).toBe(true)
        expect(
          item.options.some((o) => !o.counts && o.value !== RATHER_NOT_SAY),
          item.slug,
        ).toBe(true)
      } else {
        expect(item.type_slug, item.slug).toBeNull()
      }
    }
    for (const type of types) {
      expect(
        items.filter((i) => i.type_slug === type.slug).length,
        `${type.slug} has no item`,
      ).toBeGreaterThanOrEqual(1)
    }
  })

  it('uses the frequency thresholds of the research definitions for the abuse items', () => {
    const counting = (slug: string) =>
      items
        .find((i) => i.slug === slug)
        ?.options.filter((o) => o.counts)
        .map((o) => o.value)
    expect(counting('emotional-abuse-put-downs')).toEqual(['often'])
    expect(counting('emotional-abuse-made-afraid')).toEqual(['sometimes', 'often'])
    expect(counting('physical-abuse-rough-handling')).toEqual(['sometimes', 'often'])
    expect(counting('physical-abuse-marks-or-injury')).toEqual(['yes'])
  })

  it('has the seven positive childhood experiences, counting "most of the time" and "always"', () => {
    const pce = items.filter((i) => i.kind === 'pce')
    expect(pce).toHaveLength(7)
    for (const item of pce) {
      expect(item.options.filter((o) => o.counts).map((o) => o.value)).toEqual(['most-of-the-time', 'always'])
    }
  })

  it('offers exactly the five caregiver styles on the two caregiver items, none counting', () => {
    const caregiver = items.filter((i) => i.kind === 'caregiver')
    expect(caregiver.map((i) => i.slug)).toEqual(['caregiver-1', 'caregiver-2'])
    for (const item of caregiver) {
      expect(item.options.map((o) => o.value)).toEqual([...CAREGIVER_STYLES, RATHER_NOT_SAY])
      expect(item.options.every((o) => !o.counts)).toBe(true)
    }
  })

  it('describes every caregiver style and every unordered pair exactly once, in canonical order', () => {
    expect(styles.styles.map((s) => s.slug)).toEqual([...CAREGIVER_STYLES])
    const expected: string[] = []
    CAREGIVER_STYLES.forEach((a, i) => CAREGIVER_STYLES.slice(i).forEach((b) => expected.push(`${a}+${b}`)))
    expect(expected).toHaveLength(15)
    const pairs = styles.combinations.map((c) => c.pair.join('+'))
    expect(pairs).toHaveLength(15)
    expect([...pairs].sort()).toEqual([...expected].sort())
    for (const { pair } of styles.combinations) {
      expect(CAREGIVER_STYLES.indexOf(pair[0])).toBeLessThanOrEqual(CAREGIVER_STYLES.indexOf(pair[1]))
    }
  })

  it('has score bands covering 0..10 and 0..7 with no gaps or overlaps', () => {
    expectBandsCover(report.summary.by_score, 0, 10)
    expectBandsCover(report.protective.by_score, 0, 7)
  })

  it('never labels anyone "high risk"', () => {
    for (const { rel, data } of allContent) {
      for (const text of stringsIn(data)) expect(text, rel).not.toMatch(/high[\s-]*risk/i)
    }
  })

  it('gives every counting type its own result-card message, gentle and without figures', () => {
    const messages = report.result_card.counting
    expect(Object.keys(messages).sort()).toEqual(types.map((t) => t.slug).sort())
    expect(new Set(Object.values(messages)).size, 'each type has its own words').toBe(types.length)
    for (const [slug, message] of Object.entries(messages)) {
      expect(message, slug).not.toMatch(/\d/)
      expect(message, slug).not.toMatch(/diagnos|disorder|symptom|risk|damage/i)
    }
  })

  it('never answers a household challenge with words about abuse', () => {
    const household = types.filter((t) => t.family === 'household').map((t) => t.slug)
    expect(household).toContain('parental-separation')
    for (const slug of household) {
      const message = report.result_card.counting[slug as keyof typeof report.result_card.counting]
      expect(message, slug).not.toMatch(ABUSE_WORDING)
    }
    // The pattern does catch the words that once followed a separation.
    expect('This was not your fault. Children are never responsible for the harm done to them.').toMatch(
      ABUSE_WORDING,
    )
  })

  it('gives every source a link or a full reference: authors. year. title. where published.', () => {
    const incomplete = sources.sources
      .filter((source) => !source.url && !FULL_REFERENCE.test(source.citation))
      .map((source) => source.key)
    expect(incomplete).toEqual(KNOWN_INCOMPLETE)
  })

  it('cites the original study (Felitti et al. 1998) where it defines the ACE score', () => {
    const counted = report.about.blocks.find((b) => b.heading === 'How the score is counted')
    for (const block of [report.summary.intro[0], counted]) {
      expect(block?.text).toMatch(/ACE score/)
      expect(block?.sources).toContain('felitti-1998')
    }
  })

  it('names only pages of the app when a text points to one (shown as links: "/help")', () => {
    const paths = allContent.flatMap(({ data }) =>
      stringsIn(data).flatMap((text) => [...text.matchAll(/(?<![\w.:/])\/[a-z][\w/-]*/g)].map((m) => m[0])),
    )
    expect(paths).toContain('/help')
    for (const p of paths) expect(isWebRoute(p), p).toBe(true)
  })

  it('writes percentages one way ("10.6 %", as the app shows figures) and quotes straight', () => {
    for (const { rel, data } of allContent) {
      for (const text of stringsIn(data)) {
        expect(text, rel).not.toMatch(/\d%/)
        expect(text, rel).not.toMatch(/\d\s{2,}%|\d[\u00a0\u202f]%/)
        expect(text, rel).not.toMatch(/[\u2018\u2019\u201c\u201d]/)
      }
    }
  })

  it('keeps every CDC figure of a type in its text, now that the report says it only once', () => {
    const pct = (n: number) => `${n.toFixed(1)} %`
    for (const type of types.filter((t) => t.prevalence)) {
      const text = type.detail.how_common.map((b) => b.text).join(' ')
      const { total_pct, women_pct, men_pct } = type.prevalence!
      for (const figure of [total_pct, women_pct, men_pct]) expect(text, type.slug).toContain(pct(figure))
    }
  })
})
