import { describe, expect, it } from 'vitest'
import { TRAUMA_SLUGS_CDC, TRAUMA_SLUGS_EXPANDED } from '@kindred/contract/guide-content'
import { buildTestApp } from '../../../test/build-test-app'
import { buildSections } from './build-report'
import { scoreAnswers } from './scoring'

const app = await buildTestApp()
const { catalog } = app.guide
const itemId = (slug: string) => {
  const item = catalog.items.find((i) => i.slug === slug)
  if (!item) throw new Error(`no item ${slug}`)
  return item.id
}
type Pattern = Record<string, string>
const answersOf = (pattern: Pattern) =>
  Object.entries(pattern).map(([slug, value]) => ({ trauma_id: itemId(slug), value }))

const ALL_PCES = Object.fromEntries(
  catalog.items.filter((i) => i.kind === 'pce').map((i) => [i.slug, 'always']),
) as Pattern

// Answer patterns → the scores and the report's sections (SPEC §4.2).
const cases: {
  name: string
  pattern: Pattern
  ace: number
  expanded: number
  pce: number
  traumaSections: string[]
  caregivers?: boolean
}[] = [
  { name: 'no answers at all', pattern: {}, ace: 0, expanded: 0, pce: 0, traumaSections: [] },
  {
    name: 'below every threshold',
    pattern: {
      'emotional-abuse-put-downs': 'sometimes',
      'emotional-abuse-made-afraid': 'once',
      'physical-abuse-rough-handling': 'once',
      'emotional-neglect-not-loved': 'sometimes',
      'unsafe-neighbourhood': 'sometimes',
      'pce-safe-at-home': 'sometimes',
    },
    ace: 0,
    expanded: 0,
    pce: 0,
    traumaSections: [],
  },
  {
    name: "'I'd rather not say' never counts",
    pattern: { 'sexual-abuse-touching': 'rather-not-say', 'household-substance-use': 'rather-not-say' },
    ace: 0,
    expanded: 0,
    pce: 0,
    traumaSections: [],
  },
  {
    name: 'two counting items of one category give one point',
    pattern: { 'emotional-abuse-put-downs': 'often', 'emotional-abuse-made-afraid': 'sometimes' },
    ace: 1,
    expanded: 0,
    pce: 0,
    traumaSections: ['emotional-abuse'],
  },
  {
    name: 'once is enough for "ever" items, whatever the frequency elsewhere',
    pattern: {
      'physical-abuse-marks-or-injury': 'yes',
      'parental-separation': 'yes',
      'household-incarceration': 'yes',
      'household-mental-illness': 'no',
    },
    ace: 3,
    expanded: 0,
    pce: 0,
    traumaSections: ['physical-abuse', 'parental-separation', 'household-incarceration'],
  },
  {
    name: 'expanded types count apart from the ACE score',
    pattern: {
      bullying: 'often',
      'food-insecurity': 'yes',
      'housing-insecurity': 'yes',
      'foster-care': 'no',
    },
    ace: 0,
    expanded: 2,
    pce: 0,
    traumaSections: ['bullying', 'food-housing-insecurity'],
  },
  {
    name: 'every CDC category, every expanded type and every positive experience',
    pattern: {
      'emotional-abuse-put-downs': 'often',
      'physical-abuse-rough-handling': 'often',
      'sexual-abuse-sex': 'yes',
      'emotional-neglect-not-close': 'often',
      'physical-neglect-basics': 'often',
      'violence-against-caregiver-hit': 'sometimes',
      'household-substance-use': 'yes',
      'household-mental-illness': 'yes',
      'parental-separation': 'yes',
      'household-incarceration': 'yes',
      bullying: 'sometimes',
      'community-violence': 'yes',
      discrimination: 'often',
      'unsafe-neighbourhood': 'often',
      'foster-care': 'yes',
      'caregiver-loss-illness': 'yes',
      'food-insecurity': 'yes',
      ...ALL_PCES,
    },
    ace: 10,
    expanded: 7,
    pce: 7,
    traumaSections: [...TRAUMA_SLUGS_CDC, ...TRAUMA_SLUGS_EXPANDED],
  },
  {
    name: 'positive experiences count at "most of the time" and "always" only',
    pattern: {
      'pce-talk-about-feelings': 'most-of-the-time',
      'pce-family-stood-by-you': 'always',
      'pce-community-traditions': 'sometimes',
      'pce-caring-adults': 'rather-not-say',
    },
    ace: 0,
    expanded: 0,
    pce: 2,
    traumaSections: [],
  },
  {
    name: 'caregiver styles add the caregivers section but no points',
    pattern: { 'caregiver-1': 'authoritative', 'caregiver-2': 'none' },
    ace: 0,
    expanded: 0,
    pce: 0,
    traumaSections: [],
    caregivers: true,
  },
  {
    name: '"rather not say" for both caregivers leaves the caregivers section out',
    pattern: { 'caregiver-1': 'rather-not-say', 'caregiver-2': 'rather-not-say' },
    ace: 0,
    expanded: 0,
    pce: 0,
    traumaSections: [],
  },
]

describe('scoring (SPEC §4.2)', () => {
  it.each(cases)('$name', ({ pattern, ace, expanded, pce, traumaSections, caregivers }) => {
    const scores = scoreAnswers(catalog, answersOf(pattern))
    expect({ ace: scores.ace, expanded: scores.expanded, pce: scores.pce }).toEqual({ ace, expanded, pce })
    expect(scores.presentTypes).toEqual(traumaSections)

    const sections = buildSections(catalog, scores, [])
    const expected = [
      'summary',
      ...traumaSections.map((slug) => `trauma-${slug}`),
      'protective',
      ...(caregivers ? ['caregivers'] : []),
      'next-steps',
      'about',
    ]
    expect(sections.map((s) => s.slug)).toEqual(expected)
    expect(sections.map((s) => s.order)).toEqual(expected.map((_, i) => i + 1))
    const chart = sections[0]!.blocks.find((b) => b.type === 'score-chart')
    expect(chart).toMatchObject({ type: 'score-chart', score: ace })
  })

  it('cites its sources in every section that states a figure', () => {
    const scores = scoreAnswers(catalog, answersOf(cases.at(-4)!.pattern))
    for (const section of buildSections(catalog, scores, [])) {
      const hasFigure = section.blocks.some((b) => b.type === 'text' && /\d/.test(b.text))
      if (hasFigure) expect(section.sources.length, section.slug).toBeGreaterThan(0)
      for (const block of section.blocks) {
        if (block.type === 'text' && /\d/.test(block.text))
          expect(block.sources.length, block.text).toBeGreaterThan(0)
      }
    }
  })
})
