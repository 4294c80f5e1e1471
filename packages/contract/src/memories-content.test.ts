import { describe, expect, it } from 'vitest'
import { TRAUMA_SLUGS } from './guide-content'
import {
  type MemoryType,
  TAG_KIND_SLUGS,
  type TagContent,
  type TagKindSlug,
  TagKindsFileSchema,
  TagsFileSchema,
} from './memories-content'
import {
  EMPATHY_BUTTON_TEXT_SLUGS,
  PREFERENCE_CATEGORY_KEYS,
  PreferencesOptionsFileSchema,
  READING_BREAK_MINUTES,
  READING_BREAK_SLUGS,
  type ReadingBreakSlug,
  SAFETY_FILTER_SLUGS,
  THEME_SLUGS,
} from './preferences-content'
// The files are imported rather than read: this package compiles without Node's types (tsconfig
// `types: []`), so the test stays free of node:fs. Each kind's file is imported by its name.
import tagKindsJson from '../../../content/memories/tag-kinds.json'
import chronicAdverseEvents from '../../../content/memories/tags/chronic-adverse-events.json'
import emotionalEffects from '../../../content/memories/tags/emotional-effects.json'
import feelings from '../../../content/memories/tags/feelings.json'
import healthEffects from '../../../content/memories/tags/health-effects.json'
import needs from '../../../content/memories/tags/needs.json'
import riskFactors from '../../../content/memories/tags/risk-factors.json'
import siblings from '../../../content/memories/tags/siblings.json'
import socialEffects from '../../../content/memories/tags/social-effects.json'
import suddenAdverseEvents from '../../../content/memories/tags/sudden-adverse-events.json'
import thoughts from '../../../content/memories/tags/thoughts.json'
import preferencesJson from '../../../content/preferences/options.json'

// The content files of memory tags (content/memories, SPEC §5.1) and of preferences
// (content/preferences, SPEC §8), checked against their schemas and against the rules the API and
// the client rely on: the ten kinds, one tag file per kind, slugs unique across kinds (they are
// addresses), a tag for every guide type (the report links to /memories?tag=<type>), and tags for the
// memory types the client asks for.

/** content/memories/tags/<kind>.json, by kind. */
const tagJson: Record<TagKindSlug, unknown> = {
  'chronic-adverse-events': chronicAdverseEvents,
  'sudden-adverse-events': suddenAdverseEvents,
  feelings,
  thoughts,
  'emotional-effects': emotionalEffects,
  'health-effects': healthEffects,
  'social-effects': socialEffects,
  needs,
  'risk-factors': riskFactors,
  siblings,
}

const kinds = TagKindsFileSchema.parse(tagKindsJson).kinds
const tagFiles = TAG_KIND_SLUGS.map((kind) => ({ kind, file: TagsFileSchema.parse(tagJson[kind]) }))
const tagsOf = (kind: TagKindSlug): TagContent[] =>
  tagFiles.find((f) => f.file.kind === kind)?.file.tags ?? []
const allTags = tagFiles.flatMap((f) => f.file.tags.map((tag) => ({ kind: f.file.kind, tag })))
const preferences = PreferencesOptionsFileSchema.parse(preferencesJson)

/** The tags the client gets for memory type `mt` (SPEC §5.2's client rule), without disabled ones. */
function offered(kind: TagKindSlug, mt: MemoryType): TagContent[] {
  const fits = (wanted: MemoryType[]) =>
    tagsOf(kind).filter((tag) => !tag.disabled && wanted.some((m) => tag.mt.includes(m)))
  if (kind === 'emotional-effects' && mt === 2) return fits([1, 3])
  if ((kind === 'health-effects' || kind === 'social-effects') && mt === 2) return fits([3])
  return fits([mt])
}

/** Every string anywhere in a value. */
function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (Array.isArray(value)) value.forEach((v) => stringsIn(v, out))
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => stringsIn(v, out))
  return out
}

describe('tag kinds', () => {
  it('are the ten kinds of SPEC §5.1, in order, with their exact slugs', () => {
    expect(kinds.map((k) => k.slug)).toEqual([...TAG_KIND_SLUGS])
    expect(kinds.map((k) => k.order)).toEqual(TAG_KIND_SLUGS.map((_, i) => i + 1))
    expect(new Set(kinds.map((k) => k.name.toLowerCase())).size).toBe(kinds.length)
  })

  it('each has one tag file, named after it, whose kind matches', () => {
    for (const { kind, file } of tagFiles) expect(file.kind).toBe(kind)
  })
})

describe('tags', () => {
  it('have slugs unique across every kind (they are addresses: /memories?tag=<slug>)', () => {
    const seen = new Map<string, string>()
    const clashes: string[] = []
    for (const { kind, tag } of allTags) {
      const other = seen.get(tag.slug)
      if (other) clashes.push(`${tag.slug} (${other}, ${kind})`)
      seen.set(tag.slug, kind)
    }
    expect(clashes).toEqual([])
  })

  it('have names unique within their kind', () => {
    for (const kind of TAG_KIND_SLUGS) {
      const names = tagsOf(kind).map((tag) => tag.name.toLowerCase())
      expect(new Set(names).size, kind).toBe(names.length)
    }
  })

  it('include every guide trauma type as an adverse event, once', () => {
    const events = [...tagsOf('chronic-adverse-events'), ...tagsOf('sudden-adverse-events')]
    for (const slug of TRAUMA_SLUGS) {
      const tag = events.find((t) => t.slug === slug)
      expect(tag, slug).toBeDefined()
      expect(tag?.disabled, slug).toBe(false)
    }
  })

  it('name only the ten safety filters', () => {
    const known = new Set<string>(SAFETY_FILTER_SLUGS)
    const unknown = allTags.flatMap(({ tag }) => tag.safety_filters.filter((f) => !known.has(f)))
    expect(unknown).toEqual([])
  })

  it('fit the memory types that make sense for their kind', () => {
    for (const kind of ['chronic-adverse-events', 'sudden-adverse-events'] as const)
      for (const tag of tagsOf(kind)) expect(tag.mt, tag.slug).toEqual([1, 2])
    for (const kind of ['health-effects', 'social-effects'] as const)
      for (const tag of tagsOf(kind)) if (!tag.disabled) expect(tag.mt, tag.slug).toContain(3)
    const emotional = tagsOf('emotional-effects').filter((tag) => !tag.disabled)
    expect(emotional.some((tag) => tag.mt.length === 1 && tag.mt[0] === 1)).toBe(true)
    expect(emotional.some((tag) => tag.mt.length === 1 && tag.mt[0] === 3)).toBe(true)
  })

  it('offer something in every kind for a memory of both (mt 2), as the client asks for it', () => {
    for (const kind of TAG_KIND_SLUGS) expect(offered(kind, 2).length, kind).toBeGreaterThan(0)
  })

  it('keep a few disabled ones (for old memories), never a whole kind', () => {
    expect(allTags.some(({ tag }) => tag.disabled)).toBe(true)
    for (const kind of TAG_KIND_SLUGS)
      expect(
        tagsOf(kind).some((tag) => !tag.disabled),
        kind,
      ).toBe(true)
  })
})

describe('preference options', () => {
  const category = (key: (typeof PREFERENCE_CATEGORY_KEYS)[number]) =>
    preferences.categories.find((c) => c.key === key)

  it('are the three categories of SPEC §8, reading breaks (decision 025) and the name on what one shares (decision 057), in order', () => {
    expect(preferences.categories.map((c) => c.key)).toEqual([...PREFERENCE_CATEGORY_KEYS])
    expect(preferences.categories.map((c) => [c.name, c.multiple])).toEqual([
      ['Safety filters', true],
      ['Empathy button text', false],
      ['Theme', false],
      ['Reminders to take a breath', false],
      ['Your name on what you share', false],
    ])
  })

  it('offer sharing without one’s name first (the default), or under it', () => {
    expect(category('sharing_name')?.options.map((o) => [o.slug, o.label])).toEqual([
      ['without-my-name', 'Without my name'],
      ['under-my-name', 'Under my name by default'],
    ])
  })

  it('offer exactly the ten safety filters', () => {
    expect(category('safety_filters')?.options.map((o) => o.slug)).toEqual([...SAFETY_FILTER_SLUGS])
  })

  it('offer exactly the five empathy button texts', () => {
    const options = category('empathy_button_text')?.options ?? []
    expect(options.map((o) => o.slug)).toEqual([...EMPATHY_BUTTON_TEXT_SLUGS])
    expect(options.map((o) => o.label)).toEqual([
      'Me too',
      'I relate',
      'Same here',
      'I hear you',
      "You're not alone",
    ])
  })

  it('offer the two themes', () => {
    expect(category('theme')?.options.map((o) => o.slug)).toEqual([...THEME_SLUGS])
  })

  it('offer reading breaks off (first, the default) or after 10, 20 or 30 minutes', () => {
    const options = category('reading_breaks')?.options ?? []
    expect(options.map((o) => o.slug)).toEqual([...READING_BREAK_SLUGS])
    expect(options.map((o) => READING_BREAK_MINUTES[o.slug as ReadingBreakSlug])).toEqual([null, 10, 20, 30])
    expect(options.map((o) => o.label)).toEqual([
      'Off',
      'After 10 minutes of reading',
      'After 20 minutes of reading',
      'After 30 minutes of reading',
    ])
  })
})

it('writes apostrophes straight, like the guide', () => {
  const files = [kinds, ...tagFiles.map((f) => f.file), preferences]
  expect(stringsIn(files).filter((s) => /[‘’]/.test(s))).toEqual([])
})
