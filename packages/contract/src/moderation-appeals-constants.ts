// The plain values of `moderation-appeals.ts` (paths, limits, choices, messages), in a module without schemas:
// the web app's screens import these without loading zod (decision 068), and `moderation-appeals.ts` re-exports
// them for everyone else.

// Appeals (SPEC §10, issue 13): the author of a hidden or removed memory or comment may appeal the
// decision once; a moderator other than the one who made it decides, restoring it or upholding the
// decision. Authors are told the outcome; so are the people who reported it.

export const MODERATION_APPEAL_PATHS = {
  /** POST, the author: appeal the decision on their memory or comment. */
  appeal: '/api/v1/moderation/appeal/',
  /** GET, moderators and admins: open appeals, oldest first. */
  appeals: '/api/v1/moderation/appeals/',
  /** POST, moderators and admins: decide one appeal (not one's own decision). */
  decide: '/api/v1/moderation/appeals/decide/',
} as const

export const APPEAL_SUBJECT_KINDS = ['memory', 'comment'] as const
export const APPEAL_NOTE_MAX = 1000
export const APPEAL_OUTCOMES = ['restore', 'uphold'] as const
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number]
