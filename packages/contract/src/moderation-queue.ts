import { z } from 'zod'
import { PageOf } from './pages'
import { MEMORY_PAGE_MAX } from './memories'
import { text } from './text'
import { SUBJECT_KINDS, DECISIONS, LOG_DECISIONS } from './moderation-queue-constants'

export * from './moderation-queue-constants'

export const QueuePageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MEMORY_PAGE_MAX).default(1),
})

export const QueueItemSchema = z.object({
  /** What the reports are about, by the identifier the API uses for it elsewhere. */
  subject: z.object({
    kind: z.enum(SUBJECT_KINDS),
    /** A memory's shareable link, a comment's id, a person's public id, a guide comment's id. */
    id: z.string(),
    /** Where a moderator can see it in the app while it still exists; null when it is gone. */
    link: z.string().nullable(),
  }),
  /** The text when it was last reported (a person: their display name then). */
  snapshot: z.string(),
  reports: z.number().int(),
  reasons: z.array(z.object({ slug: z.string(), label: z.string(), count: z.number().int() })),
  /** What reporters added, oldest first, without saying who they are. */
  notes: z.array(z.string()),
  first_reported_at: z.string(),
  last_reported_at: z.string(),
})
export type QueueItem = z.infer<typeof QueueItemSchema>

export const QueuePageSchema = PageOf(QueueItemSchema).extend({
  /**
   * True while nobody moderates but the one reading: an appeal of their decisions waits until
   * another moderator joins, since nobody decides an appeal of their own decision (decision 038).
   */
  appeals_wait_for_another_moderator: z.boolean(),
})
export type QueuePage = z.infer<typeof QueuePageSchema>

export const DecisionBodySchema = z.object({
  subject_kind: z.enum(SUBJECT_KINDS),
  subject_id: text({ min: 1, max: 200, trim: true }),
  decision: z.enum(DECISIONS),
  /** The rule broken: a report reason's slug (see `/reason/list/{id}`); required but to dismiss. */
  rule: text({ min: 1, max: 80, trim: true }).optional(),
  /** How long a suspension lasts (one of SUSPENSION_DAYS); absent: until a moderator lifts it. */
  days: z.number().int().min(1).max(365).optional(),
})
export type DecisionBody = z.input<typeof DecisionBodySchema>

export const DecisionResponseSchema = z.object({
  decision: z.enum(DECISIONS),
  /** The open reports this decision closed. */
  reports_closed: z.number().int(),
  /**
   * True when its author can appeal this decision (a memory or comment hidden or removed) and nobody
   * moderates but the one who made it: an appeal would wait until another moderator joins (decision 038).
   */
  appeal_waits_for_another_moderator: z.boolean(),
})
export type DecisionResponse = z.infer<typeof DecisionResponseSchema>

export const LogEntrySchema = z.object({
  id: z.number().int(),
  /** The moderator, or null once their account is erased. */
  moderator: z.object({ public_id: z.string(), display_name: z.string() }).nullable(),
  subject_kind: z.enum(SUBJECT_KINDS),
  decision: z.enum(LOG_DECISIONS),
  /** The rule named, for a decision that acted on content or a person, by slug and as people read it. */
  rule: z.string().nullable(),
  rule_label: z.string().nullable(),
  reports_closed: z.number().int(),
  created_at: z.string(),
})
export type LogEntry = z.infer<typeof LogEntrySchema>

export const LogPageSchema = PageOf(LogEntrySchema)

export const LiftBodySchema = z.object({ public_id: text({ min: 1, max: 64, trim: true }) })
export type LiftBody = z.input<typeof LiftBodySchema>
export const LiftResponseSchema = z.object({ lifted: z.literal(true) })

export const SuspendedPersonSchema = z.object({
  public_id: z.string(),
  display_name: z.string(),
  /** Null: until a moderator lifts it. */
  until: z.string().nullable(),
})
export type SuspendedPerson = z.infer<typeof SuspendedPersonSchema>

export const SuspensionsPageSchema = PageOf(SuspendedPersonSchema)
export type SuspensionsPage = z.infer<typeof SuspensionsPageSchema>
