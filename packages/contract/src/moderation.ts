import { z } from 'zod'
import { REASON_KINDS, REPORT_TARGETS } from './moderation-content'
import { EmailSchema } from './identity'
import { text } from './text'
import {
  REPORT_DETAILS_MAX,
  DETAILS_CONTROL,
  REPORT_ALTERNATIVES,
  STAFF_ROLES,
  GRANT_OUTCOMES,
} from './moderation-constants'

export * from './moderation-constants'

export const ReasonListParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .refine(
      (n) => Object.values(REPORT_TARGETS).includes(n as 1),
      'One of 1 (memory), 2 (comment), 3 (person), 4 (guide comment).',
    ),
})

export const ReportReasonSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  label: z.string(),
  description: z.string(),
  kind: z.enum(REASON_KINDS),
})
export type ReportReason = z.infer<typeof ReportReasonSchema>
export const ReasonListResponseSchema = z.object({ results: z.array(ReportReasonSchema) })

/**
 * A report of a memory (by shareable link), a comment (by id) or a person (by public id). Guide
 * comments are reported from the report page, where visitors can too (decision 022).
 */
export const ReportBodySchema = z.object({
  target_kind: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  target: text({ min: 1, max: 200, trim: true }),
  reason_id: z.number().int().positive().max(2_147_483_647),
  details: text({ max: REPORT_DETAILS_MAX, trim: true })
    .refine((value) => !DETAILS_CONTROL.test(value), 'Please use plain text only.')
    .optional(),
})
export type ReportBody = z.infer<typeof ReportBodySchema>

export const ReportResponseSchema = z.discriminatedUnion('status', [
  /** Stored for the moderators (once per person and target; a second report changes nothing). */
  z.object({ status: z.literal('received') }),
  /** Nothing stored: a personal reason is not for moderators; these are the person's own tools. */
  z.object({ status: z.literal('personal'), alternatives: z.array(z.enum(REPORT_ALTERNATIVES)) }),
])
export type ReportResponse = z.infer<typeof ReportResponseSchema>

export const ModeratorSchema = z.object({
  public_id: z.string(),
  display_name: z.string(),
  role: z.enum(STAFF_ROLES),
})
export type Moderator = z.infer<typeof ModeratorSchema>

/** Admins first, then moderators, each by name. */
export const ModeratorListSchema = z.object({ results: z.array(ModeratorSchema) })
export type ModeratorList = z.infer<typeof ModeratorListSchema>

export const GrantModeratorBodySchema = z.strictObject({ email: EmailSchema })
export type GrantModeratorBody = z.infer<typeof GrantModeratorBodySchema>
export const GrantModeratorResponseSchema = z.object({
  outcome: z.enum(GRANT_OUTCOMES),
  moderator: ModeratorSchema,
})
export type GrantModeratorResponse = z.infer<typeof GrantModeratorResponseSchema>

export const ModeratorParamsSchema = z.object({ public_id: text({ min: 1, max: 40 }) })
