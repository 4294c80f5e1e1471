import { z } from 'zod'
import { SLUG } from './guide-content'
import { text } from './text'
import { FEEDBACK_TARGETS, FEEDBACK_LABEL_MAX, unique } from './interactions-content-constants'

export * from './interactions-content-constants'

export const FeedbackPhraseContentSchema = z.object({
  slug: text({ min: 1, max: 80 }).regex(SLUG),
  label: text({ min: 1, max: FEEDBACK_LABEL_MAX }),
  /** Where the phrase is offered: memories, comments or both. */
  applies_to: z
    .array(z.enum(FEEDBACK_TARGETS))
    .min(1)
    .refine(unique, { message: 'each target appears once' }),
  /** Kept for the feedback already given, but no longer offered. */
  disabled: z.boolean().default(false),
})
export type FeedbackPhraseContent = z.infer<typeof FeedbackPhraseContentSchema>

/** content/interactions/feedback-phrases.json; the phrases are offered in file order. */
export const FeedbackPhrasesFileSchema = z.object({
  phrases: z
    .array(FeedbackPhraseContentSchema)
    .min(1)
    .refine((phrases) => unique(phrases.map((p) => p.slug)), { message: 'each phrase slug appears once' }),
})
export type FeedbackPhrasesFile = z.infer<typeof FeedbackPhrasesFileSchema>
