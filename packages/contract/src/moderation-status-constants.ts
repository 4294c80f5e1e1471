// The plain values of `moderation-status.ts` (paths, limits, choices, messages), in a module without schemas:
// the web app's screens import these without loading zod (decision 068), and `moderation-status.ts` re-exports
// them for everyone else.

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
