import { z } from 'zod'
import { SLUG } from './guide-content'
import { text } from './text'

/**
 * The shape of content/moderation/report-reasons.json (SPEC §6 "Reasons and reports"): why a
 * person may report a memory, a comment, a person or a guide comment. The server validates the file
 * with this at start.
 */

/** What can be reported, by the seed's numbers for `/reason/list/{id}`. */
export const REPORT_TARGETS = { memory: 1, comment: 2, person: 3, guide_comment: 4 } as const
export type ReportTarget = keyof typeof REPORT_TARGETS
export const REPORT_TARGET_NAMES = Object.keys(REPORT_TARGETS) as [ReportTarget, ...ReportTarget[]]

/** A `violation` goes to the moderators; `personal` ("I'd rather not see this") offers hide, mute or block. */
export const REASON_KINDS = ['violation', 'personal'] as const

export const ReportReasonContentSchema = z.object({
  slug: text({ min: 1, max: 80 }).regex(SLUG),
  label: text({ min: 1, max: 80 }),
  description: text({ min: 1, max: 300 }),
  kind: z.enum(REASON_KINDS),
  targets: z
    .array(z.enum(REPORT_TARGET_NAMES))
    .min(1)
    .refine((targets) => new Set(targets).size === targets.length, 'Each target once.'),
  disabled: z.boolean().default(false),
})

/** content/moderation/report-reasons.json */
export const ReportReasonsFileSchema = z.object({
  reasons: z
    .array(ReportReasonContentSchema)
    .min(1)
    .refine((reasons) => new Set(reasons.map((r) => r.slug)).size === reasons.length, 'Each slug once.'),
})
export type ReportReasonsFile = z.infer<typeof ReportReasonsFileSchema>
