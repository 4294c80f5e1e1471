// The plain values of `interactions-content.ts` (paths, limits, choices, messages), in a module without schemas:
// the web app's screens import these without loading zod (decision 068), and `interactions-content.ts` re-exports
// them for everyone else.

/**
 * The shape of content/interactions/feedback-phrases.json (SPEC §6): the short supportive phrases
 * people give instead of writing. The server validates the file with this at start and mirrors it by
 * slug; a phrase that leaves the file is disabled, never deleted (the feedback given with it stays).
 */

/** What a phrase can be given to. */
export const FEEDBACK_TARGETS = ['memory', 'comment'] as const
export type FeedbackTarget = (typeof FEEDBACK_TARGETS)[number]

export const FEEDBACK_LABEL_MAX = 60

export const unique = <T>(values: readonly T[]) => new Set(values).size === values.length
