import { z } from 'zod'
import { CrisisLineSchema } from './safety'
import {
  CAREGIVER_STYLES,
  FAMILIES,
  FRAMEWORKS,
  ITEM_KINDS,
  NATURES,
  PrevalenceSchema,
  SLUG,
} from './guide-content'
import { text } from './text'

export {
  GUIDE_CONSENT_VERSION,
  GUIDE_PREFIX,
  GUIDE_SESSION_DAYS,
  GUIDE_SESSION_ID,
  SMALL_NUMBER_THRESHOLD,
} from './guide-constants'

/** Any string is accepted here so a malformed id gets the seed's own 400 text, not a 422. */
export const SessionIdField = z.string().max(200)

const id = z.number().int().positive()
const slug = z.string().regex(SLUG)

// ---- sessions ---------------------------------------------------------------------------------

export const CreateSessionBodySchema = z.object({
  consent: z.literal(true, { error: 'Please agree before your answers can be kept.' }),
})
export const GuideSessionSchema = z.object({ session_id: z.string(), expires_at: z.string() })
export type GuideSession = z.infer<typeof GuideSessionSchema>
/**
 * Whether the person finished a session, with its report, so every device opens a finished guide on
 * its report (issue 34). Both optional, added after the first clients.
 */
const GuideFinishedFields = {
  /** The person said they were done: the session's report is the complete one. */
  completed: z.boolean().optional(),
  /** The session's report (complete or so far), or null before any was made. */
  report_id: id.nullable().optional(),
}
/**
 * GET /sessions/current/ (a signed-in person's guide, to carry on with on another device): the session,
 * and whether the person finished it, with its report.
 */
export const CurrentGuideSessionSchema = GuideSessionSchema.extend(GuideFinishedFields)
export type CurrentGuideSession = z.infer<typeof CurrentGuideSessionSchema>

// ---- content ----------------------------------------------------------------------------------

export const TraumaTypeSchema = z.object({
  id,
  slug,
  name: z.string(),
  framework: z.enum(FRAMEWORKS),
  family: z.enum(FAMILIES),
  nature: z.enum(NATURES),
  summary: z.string(),
  prevalence: PrevalenceSchema.nullable(),
})
export type TraumaType = z.infer<typeof TraumaTypeSchema>

export const GroupSchema = z.object({
  id,
  slug,
  order: z.number().int(),
  title: z.string(),
  intro: z.string(),
  item_count: z.number().int(),
})
export type Group = z.infer<typeof GroupSchema>

export const ItemOptionSchema = z.object({ value: slug, label: z.string(), counts: z.boolean() })
export const ItemSchema = z.object({
  id,
  group_id: id,
  slug,
  kind: z.enum(ITEM_KINDS),
  type_slug: slug.nullable(),
  prompt: z.string(),
  help_text: z.string(),
  options: z.array(ItemOptionSchema),
})
export type Item = z.infer<typeof ItemSchema>

/**
 * A source as published (decision 083): its citation in its own words, and the language it is written
 * in; with Kindred's note on it, when there is one, in the answer's language.
 */
export const SourceSchema = z.object({
  key: z.string(),
  citation: z.string(),
  /** A BCP 47 code (en, es): a reader in another language is told what they would be reading. */
  language: z.string(),
  // After the required fields: the compiled serializer writes those first (decision 041).
  note: z
    .string()
    .optional()
    .describe(
      "Kindred's own description of the source (what it is, how it was read), in the answer's language; the citation stays as published.",
    ),
  url: z.string().optional(),
})
export type Source = z.infer<typeof SourceSchema>

export const TextBlockSchema = z.object({
  heading: z.string().optional(),
  text: z.string(),
  sources: z.array(z.string()),
})
export type TextBlock = z.infer<typeof TextBlockSchema>

export const TraumaDetailResponseSchema = TraumaTypeSchema.extend({
  detail: z.object({
    what_it_is: z.array(TextBlockSchema),
    how_common: z.array(TextBlockSchema),
    effects: z.object({
      emotional: z.array(TextBlockSchema),
      health: z.array(TextBlockSchema),
      social: z.array(TextBlockSchema),
    }),
    needs: z.array(TextBlockSchema),
    what_helps: z.array(TextBlockSchema),
    caveats: z.array(TextBlockSchema),
  }),
  sources: z.array(SourceSchema),
})
export type TraumaDetail = z.infer<typeof TraumaDetailResponseSchema>

export const ListOf = <T extends z.ZodType>(schema: T) => z.object({ results: z.array(schema) })

/** Groups one by_ids call may ask for. */
export const GROUP_IDS_MAX = 20

export const GroupIdsQuerySchema = z.object({
  group_ids: z
    .string()
    .max(200)
    .regex(/^\d{1,9}(,\d{1,9})*$/, 'Give group ids as numbers separated by commas.'),
  session_id: SessionIdField.optional(),
})

// ---- answers ----------------------------------------------------------------------------------

export const AnswerSchema = z.object({
  id,
  trauma_id: id,
  value: slug,
  counts: z.boolean(),
  answered_at: z.string(),
})
export type Answer = z.infer<typeof AnswerSchema>

export const GroupWithItemsSchema = GroupSchema.extend({
  items: z.array(ItemSchema),
  answers: z.array(AnswerSchema),
})

/** The question groups (`/groups/all/`), and groups with their items (`/groups/by_ids/`). */
export const GroupListSchema = ListOf(GroupSchema)
export const GroupsWithItemsSchema = ListOf(GroupWithItemsSchema)

export const AnswerBodySchema = z.object({
  session_id: SessionIdField,
  trauma_id: z.number().int().positive().max(2_000_000_000),
  value: text({ min: 1, max: 80 }),
})
export const AnswerResponseSchema = z.object({ answer: AnswerSchema })

export const AnswerListResponseSchema = z.object({
  session_id: z.string(),
  /** The session's current expiry: it slides with every visit. */
  expires_at: z.string(),
  answers: z.array(AnswerSchema),
  progress: z.object({ answered: z.number().int(), total: z.number().int() }),
  /**
   * Also whether the guide was finished, and its report: a device that kept its own session learns
   * as it checks it on return that the guide was finished on another (issue 34).
   */
  ...GuideFinishedFields,
})
export type AnswerList = z.infer<typeof AnswerListResponseSchema>

export const GuideSessionQuerySchema = z.object({ session_id: SessionIdField })

export const ResultAnswerResponseSchema = z.object({
  answer_id: id,
  trauma_id: id,
  counts: z.boolean(),
  rather_not_say: z.boolean(),
  type: TraumaTypeSchema.pick({ id: true, slug: true, name: true, summary: true }).nullable(),
  prevalence: PrevalenceSchema.nullable(),
  message: z.string(),
  /** People in this community who gave a counting answer to this item; null below 10. */
  community_count: z.number().int().nullable(),
})
export type ResultAnswer = z.infer<typeof ResultAnswerResponseSchema>

// ---- report -----------------------------------------------------------------------------------

export const REPORT_STATUSES = ['partial', 'complete'] as const
export const SECTION_KINDS = ['summary', 'trauma', 'protective', 'caregivers', 'next-steps', 'about'] as const
export type SectionKind = (typeof SECTION_KINDS)[number]

export const DistributionBucketSchema = z.object({
  label: z.string(),
  min: z.number().int(),
  max: z.number().int(),
  total_pct: z.number(),
})

export const GuideReportBlockSchema = z.discriminatedUnion('type', [
  TextBlockSchema.extend({ type: z.literal('text') }),
  z.object({
    type: z.literal('score-chart'),
    score: z.number().int(),
    buckets: z.array(DistributionBucketSchema),
    source: z.string(),
  }),
  z.object({ type: z.literal('memories-link'), tag: slug, label: z.string() }),
  z.object({ type: z.literal('crisis-lines'), lines: z.array(CrisisLineSchema.omit({ order: true })) }),
])
export type GuideReportBlock = z.infer<typeof GuideReportBlockSchema>

export const GuideReportSectionSchema = z.object({
  slug,
  kind: z.enum(SECTION_KINDS),
  title: z.string(),
  order: z.number().int(),
  trauma_slug: slug.optional(),
  blocks: z.array(GuideReportBlockSchema),
  sources: z.array(SourceSchema),
})
export type GuideReportSection = z.infer<typeof GuideReportSectionSchema>

export const GuideReportSchema = z.object({
  report_id: id,
  session_id: z.string(),
  status: z.enum(REPORT_STATUSES),
  generated_at: z.string(),
  total_sections: z.number().int(),
  /** How many of the guide's questions it was made from: a finished report may leave some unanswered. */
  progress: z.object({ answered: z.number().int().min(0), total: z.number().int().min(0) }),
  scores: z.object({
    ace: z.number().int().min(0).max(10),
    ace_max: z.literal(10),
    expanded: z.number().int().min(0),
    pce: z.number().int().min(0).max(7),
  }),
  sections: z.array(GuideReportSectionSchema),
})
export type GuideReport = z.infer<typeof GuideReportSchema>

export const GuideReportQuerySchema = z.object({
  report_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  session_id: SessionIdField,
})

// ---- caregiver styles and statistics -----------------------------------------------------------

export const StyleParamsSchema = z.object({ a: z.enum(CAREGIVER_STYLES), b: z.enum(CAREGIVER_STYLES) })
export const StylesResponseSchema = z.object({
  a: z.object({ slug: z.enum(CAREGIVER_STYLES), name: z.string(), description: z.array(TextBlockSchema) }),
  b: z.object({ slug: z.enum(CAREGIVER_STYLES), name: z.string(), description: z.array(TextBlockSchema) }),
  combination: z.object({ title: z.string(), blocks: z.array(TextBlockSchema) }),
  caveats: z.array(TextBlockSchema),
  sources: z.array(SourceSchema),
  /** True when the pair was saved to the signed-in person's guide (google_id given). */
  saved: z.boolean(),
})

export const StatsResponseSchema = z.object({
  /** Completed guides; null while fewer than 10. */
  completed: z.number().int().nullable(),
  distribution: z.array(
    z.object({
      label: z.string(),
      count: z.number().int().nullable(),
      pct: z.number().nullable(),
      cdc_pct: z.number(),
    }),
  ),
  types: z.array(
    z.object({
      slug,
      name: z.string(),
      framework: z.enum(FRAMEWORKS),
      count: z.number().int().nullable(),
      pct: z.number().nullable(),
      cdc_pct: z.number().nullable(),
    }),
  ),
  cdc_source: SourceSchema,
})
export type Stats = z.infer<typeof StatsResponseSchema>
