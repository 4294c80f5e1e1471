import { z } from 'zod'
import { PageOf } from './pages'
import { MEMORY_PAGE_MAX } from './memories'
import { text } from './text'
import { APPEAL_SUBJECT_KINDS, APPEAL_NOTE_MAX, APPEAL_OUTCOMES } from './moderation-appeals-constants'

export * from './moderation-appeals-constants'

export const AppealBodySchema = z.object({
  subject_kind: z.enum(APPEAL_SUBJECT_KINDS),
  /** A memory's shareable link or a comment's id, as the API names them elsewhere. */
  subject_id: text({ min: 1, max: 200, trim: true }),
  /** What the author wants the second moderator to know. */
  note: text({ min: 1, max: APPEAL_NOTE_MAX, trim: true }),
})
export type AppealBody = z.input<typeof AppealBodySchema>

export const AppealResponseSchema = z.object({
  appeal: z.literal('open'),
  /**
   * True when nobody moderates but the moderator who made the decision: the appeal waits until
   * another moderator joins, and its author is told once it is decided (decision 038).
   */
  waits_for_another_moderator: z.boolean(),
})
export type AppealResponse = z.infer<typeof AppealResponseSchema>

export const AppealsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MEMORY_PAGE_MAX).default(1),
})

const personRef = z.object({ public_id: z.string(), display_name: z.string() })

export const AppealItemSchema = z.object({
  id: z.number().int(),
  subject: z.object({
    kind: z.enum(APPEAL_SUBJECT_KINDS),
    id: z.string(),
    /** Where it is in the app (its author and moderators can open it). */
    link: z.string().nullable(),
  }),
  /** What the first moderator decided, under which rule. */
  decision: z.enum(['hide', 'remove']),
  rule_label: z.string().nullable(),
  /** The memory's title and text, or the comment's text, as it is now. */
  content: z.string(),
  note: z.string(),
  /** The first moderator; null once their account is erased. */
  decided_by: personRef.nullable(),
  decided_at: z.string(),
  appealed_at: z.string(),
  /** False for the moderator who made the decision: another one must decide the appeal. */
  can_decide: z.boolean(),
  /**
   * True when nobody moderates but the moderator who made the decision (then it is the one reading):
   * the appeal waits until another moderator joins (decision 038).
   */
  waits_for_another_moderator: z.boolean(),
})
export type AppealItem = z.infer<typeof AppealItemSchema>

export const AppealsPageSchema = PageOf(AppealItemSchema)
export type AppealsPage = z.infer<typeof AppealsPageSchema>

export const AppealDecisionBodySchema = z.object({
  appeal_id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  outcome: z.enum(APPEAL_OUTCOMES),
})
export type AppealDecisionBody = z.input<typeof AppealDecisionBodySchema>

export const AppealDecisionResponseSchema = z.object({ outcome: z.enum(APPEAL_OUTCOMES) })
export type AppealDecisionResponse = z.infer<typeof AppealDecisionResponseSchema>
