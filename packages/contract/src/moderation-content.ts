import { z } from 'zod'
import { SLUG } from './guide-content'
import { text } from './text'
import { REPORT_TARGET_NAMES, REASON_KINDS } from './moderation-content-constants'

export * from './moderation-content-constants'

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
