import { z } from 'zod'
import { MODERATION_STATES, APPEAL_STATES } from './moderation-status-constants'

export * from './moderation-status-constants'

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
