import { z } from 'zod'
import { text } from './text'

/** A crisis line shown on /help and in the report's next steps (SPEC §10). */
export const CrisisLineSchema = z.object({
  slug: text({ min: 1, max: 60 }).regex(/^[a-z0-9-]+$/),
  region: text({ min: 1, max: 80 }),
  name: text({ min: 1, max: 120 }),
  contact: text({ min: 1, max: 120 }),
  /** tel:, sms: or https: link that opens the contact directly. */
  href: text({ min: 1, max: 300 }).regex(/^(tel:|sms:|https:\/\/)/),
  description: text({ min: 1, max: 600 }),
  order: z.number().int().min(0),
  /** Where the facts on this line were checked (docs/product/ace-facts.md §5.4). */
  sources: z.array(text({ min: 1, max: 300 }).regex(/^https:\/\//)).min(1),
})
export type CrisisLine = z.infer<typeof CrisisLineSchema>

export const CrisisLinesFileSchema = z.object({ lines: z.array(CrisisLineSchema).min(1) })

export const CrisisLinesResponseSchema = z.object({
  results: z.array(CrisisLineSchema.omit({ order: true })),
})
