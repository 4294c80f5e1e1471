import { z } from 'zod'

// What an author is told about their own memory or comment while moderation sets it aside (SPEC
// §10). Everyone else simply does not see it; this is for its author only.

export const MODERATION_STATES = ['held', 'hidden', 'removed'] as const
export type ModerationState = (typeof MODERATION_STATES)[number]

/**
 * Where the author's appeal stands: `available` (they may appeal once), `open` (a second moderator
 * will decide), `upheld` (the decision stands), `unavailable` (nothing to appeal: it is `held` by
 * reports until a moderator looks).
 */
export const APPEAL_STATES = ['available', 'open', 'upheld', 'unavailable'] as const
export type AppealState = (typeof APPEAL_STATES)[number]

export const ModerationStatusSchema = z.object({
  state: z.enum(MODERATION_STATES),
  /** The rule the moderator named, as people read it; null while held. */
  rule_label: z.string().nullable(),
  appeal: z.enum(APPEAL_STATES),
  /**
   * True while the appeal is `available` or `open` and nobody moderates but the moderator who made
   * the decision: no one may decide an appeal of their own decision, so it waits until another
   * moderator joins (decision 038). Says nothing of who moderates.
   */
  appeal_waits_for_another_moderator: z.boolean(),
})
export type ModerationStatus = z.infer<typeof ModerationStatusSchema>
