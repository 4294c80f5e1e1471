import { z } from 'zod'
import { text } from './text'
import {
  SLUG,
  TRAUMA_SLUGS,
  FRAMEWORKS,
  FAMILIES,
  NATURES,
  CAREGIVER_STYLES,
  ITEM_KINDS,
} from './guide-content-constants'

export * from './guide-content-constants'
const slug = () => text({ min: 1, max: 80 }).regex(SLUG)

/** A key into content/guide/sources.json. */
export const SourceKeySchema = slug()

/**
 * One paragraph of content. A paragraph that states a figure (any digit) must name its sources;
 * the content test enforces it.
 */
export const BlockSchema = z.object({
  heading: text({ min: 1, max: 120 }).optional(),
  text: text({ min: 1, max: 2000 }),
  sources: z.array(SourceKeySchema).optional(),
})
export type ContentBlock = z.infer<typeof BlockSchema>
const blocks = () => z.array(BlockSchema).min(1)
const heading = () => text({ min: 1, max: 120 })

export const SourceSchema = z.object({
  key: SourceKeySchema,
  /**
   * Authors, year, title, where published: only what the publication itself says, as published, the
   * same in every language of Kindred's (the Spanish content test keeps it verbatim).
   */
  citation: text({ min: 1, max: 400 }),
  /**
   * Kindred's own words about the source (what it is, how it was read), in the file's language: each
   * translation writes its own, with the same figures (spanish-content.test.ts).
   */
  note: text({ min: 1, max: 400 }).optional(),
  /** The language the source is written in (a BCP 47 code: en, es), shown beside it to a reader of another. */
  language: text({ min: 2, max: 12 }).regex(/^[a-z]{2,3}(-[A-Z]{2})?$/),
  url: text({ min: 1, max: 400 })
    .regex(/^https:\/\//)
    .optional(),
})
export const SourcesFileSchema = z.object({ sources: z.array(SourceSchema).min(1) })

export const PrevalenceSchema = z.object({
  total_pct: z.number().min(0).max(100),
  women_pct: z.number().min(0).max(100),
  men_pct: z.number().min(0).max(100),
  source: SourceKeySchema,
})

export const TraumaDetailSchema = z.object({
  what_it_is: blocks(),
  how_common: blocks(),
  effects: z.object({ emotional: blocks(), health: blocks(), social: blocks() }),
  needs: blocks(),
  what_helps: blocks(),
  caveats: blocks(),
})

/** content/guide/types/{slug}.json */
export const TraumaTypeFileSchema = z.object({
  slug: slug(),
  name: text({ min: 1, max: 80 }),
  framework: z.enum(FRAMEWORKS),
  family: z.enum(FAMILIES),
  nature: z.enum(NATURES),
  order: z.number().int().min(1),
  summary: text({ min: 1, max: 400 }),
  prevalence: PrevalenceSchema.nullable(),
  detail: TraumaDetailSchema,
})
export type TraumaTypeFile = z.infer<typeof TraumaTypeFileSchema>

/** content/guide/groups.json */
export const GroupsFileSchema = z.object({
  groups: z
    .array(
      z.object({
        slug: slug(),
        order: z.number().int().min(1),
        title: text({ min: 1, max: 120 }),
        intro: text({ min: 1, max: 800 }),
      }),
    )
    .length(6),
})

export const OptionSchema = z.object({
  value: slug(),
  label: text({ min: 1, max: 120 }),
  counts: z.boolean(),
})

export const ItemSchema = z.object({
  slug: slug(),
  kind: z.enum(ITEM_KINDS),
  /** The trauma type this item belongs to; null for positive-experience and caregiver items. */
  type_slug: slug().nullable(),
  prompt: text({ min: 1, max: 400 }),
  help_text: text({ min: 1, max: 600 }),
  options: z.array(OptionSchema).min(2),
})
export type ContentItem = z.infer<typeof ItemSchema>

/** content/guide/items/{group-slug}.json */
export const ItemsFileSchema = z.object({ group: slug(), items: z.array(ItemSchema).min(1) })

/** content/guide/caregiver-styles.json: the styles and a text for every unordered pair. */
export const CaregiverStylesFileSchema = z.object({
  styles: z.array(
    z.object({
      slug: z.enum(CAREGIVER_STYLES),
      name: text({ min: 1, max: 80 }),
      description: blocks(),
    }),
  ),
  combinations: z.array(
    z.object({
      /** Sorted in the order of CAREGIVER_STYLES, so each unordered pair has one entry. */
      pair: z.tuple([z.enum(CAREGIVER_STYLES), z.enum(CAREGIVER_STYLES)]),
      title: text({ min: 1, max: 160 }),
      blocks: blocks(),
    }),
  ),
  caveats: blocks(),
})

const ScoreBandSchema = z.object({ min: z.number().int(), max: z.number().int(), blocks: blocks() })

/** content/guide/report.json: the texts of the report's fixed sections and of the result card. */
export const ReportFileSchema = z.object({
  distribution: z.object({
    source: SourceKeySchema,
    /** ACE score buckets as CDC published them: 0, 1, 2, 3, and "4 or more". */
    buckets: z.array(
      z.object({
        label: text({ min: 1, max: 20 }),
        min: z.number().int(),
        max: z.number().int(),
        total_pct: z.number(),
        women_pct: z.number(),
        men_pct: z.number(),
      }),
    ),
  }),
  summary: z.object({
    title: text({ min: 1, max: 120 }),
    intro: blocks(),
    by_score: z.array(ScoreBandSchema),
  }),
  trauma: z.object({
    intro: blocks(),
    /** The headings of a type's parts in its section, where the part's first block has none. */
    part_headings: z.object({
      what_it_is: heading(),
      how_common: heading(),
      emotional: heading(),
      health: heading(),
      social: heading(),
      needs: heading(),
      what_helps: heading(),
      caveats: heading(),
    }),
    /** The link to memories about a type: `{name}` is the type's name, in lower case. */
    memories_link: text({ min: 1, max: 120 }).regex(/\{name\}/),
  }),
  protective: z.object({
    title: text({ min: 1, max: 120 }),
    intro: blocks(),
    by_score: z.array(ScoreBandSchema),
  }),
  caregivers: z.object({
    title: text({ min: 1, max: 120 }),
    intro: blocks(),
    /** The heading of what is worth knowing about the styles. */
    caveats_heading: heading(),
  }),
  next_steps: z.object({ title: text({ min: 1, max: 120 }), blocks: blocks() }),
  about: z.object({ title: text({ min: 1, max: 120 }), blocks: blocks() }),
  result_card: z.object({
    /**
     * Shown after an answer that counts, one per type: what fits after sexual abuse does not fit after
     * parents separating. Every type must have its own (a missing or unknown slug fails the start).
     */
    counting: z.record(z.enum(TRAUMA_SLUGS), text({ min: 1, max: 400 })),
    not_counting: text({ min: 1, max: 400 }),
    rather_not_say: text({ min: 1, max: 400 }),
    /** After a positive childhood experience that counts: something good, not something endured. */
    positive: text({ min: 1, max: 400 }),
  }),
})
export type ReportFile = z.infer<typeof ReportFileSchema>

export type Prevalence = z.infer<typeof PrevalenceSchema>
export type ItemOption = z.infer<typeof OptionSchema>
export type TraumaDetailContent = z.infer<typeof TraumaDetailSchema>
export type CaregiverStylesFile = z.infer<typeof CaregiverStylesFileSchema>
export type GroupsFile = z.infer<typeof GroupsFileSchema>
export type SourceEntry = z.infer<typeof SourceSchema>
