import { z } from 'zod'
import { REASON_KINDS, REPORT_TARGETS } from './moderation-content'
import { EmailSchema } from './identity'
import { text } from './text'

/** Reasons and reports (SPEC §6); the moderation queue (SPEC §10) builds on these. */
export const MODERATION_PATHS = {
  reasons: (targetKind: number | string) => `/reason/list/${targetKind}`,
  report: '/api/v1/report/',
} as const

export const REPORT_DETAILS_MAX = 500

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

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const DETAILS_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

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

/** What the person can do instead of a report, for a personal reason. */
export const REPORT_ALTERNATIVES = ['hide', 'mute', 'block'] as const

export const ReportResponseSchema = z.discriminatedUnion('status', [
  /** Stored for the moderators (once per person and target; a second report changes nothing). */
  z.object({ status: z.literal('received') }),
  /** Nothing stored: a personal reason is not for moderators; these are the person's own tools. */
  z.object({ status: z.literal('personal'), alternatives: z.array(z.enum(REPORT_ALTERNATIVES)) }),
])
export type ReportResponse = z.infer<typeof ReportResponseSchema>

// Moderator roles
// Who moderates (SPEC §3.1, §10): an admin lists, adds and removes moderators in the app; the same
// changes are `npm run admin -- grant-moderator <email>` and `revoke-moderator <email>`. Admins only.

export const MODERATOR_PATHS = {
  /** GET: the moderators and admins; POST {email}: make that account a moderator. */
  moderators: '/api/v1/moderation/moderators/',
  /** DELETE: the person stops being a moderator. */
  moderator: (publicId: string) => `/api/v1/moderation/moderators/${publicId}`,
} as const

export const STAFF_ROLES = ['moderator', 'admin'] as const

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

/**
 * `granted`: they moderate from their next request on. `already_moderator` and `admin` changed
 * nothing (an admin moderates already and stays an admin).
 */
export const GRANT_OUTCOMES = ['granted', 'already_moderator', 'admin'] as const
export const GrantModeratorResponseSchema = z.object({
  outcome: z.enum(GRANT_OUTCOMES),
  moderator: ModeratorSchema,
})
export type GrantModeratorResponse = z.infer<typeof GrantModeratorResponseSchema>

export const ModeratorParamsSchema = z.object({ public_id: text({ min: 1, max: 40 }) })

/** The refusals of these routes, by code, so the form can say each where it belongs. */
export const MODERATOR_ERROR_CODES = {
  /** 404 on grant: no account uses that address. */
  noAccount: 'NO_ACCOUNT',
  /** 404 on revoke: that person is not a moderator (or does not exist). */
  notModerator: 'NOT_MODERATOR',
  /** 409 on revoke: an admin stays an admin. */
  adminStays: 'ADMIN_STAYS',
  /** 409 on revoke: an admin cannot remove their own role. */
  ownRole: 'OWN_ROLE',
} as const
