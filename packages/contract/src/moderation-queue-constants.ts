// The plain values of `moderation-queue.ts` (paths, limits, choices, messages), in a module without schemas:
// the web app's screens import these without loading zod (decision 068), and `moderation-queue.ts` re-exports
// them for everyone else.

import { PAGE_SIZE } from './limits'

// The moderators' queue (SPEC §10): open reports grouped by what they are about, oldest first, and
// what a moderator decides about each. Moderators and admins only.

export const MODERATION_QUEUE_PATHS = {
  queue: '/api/v1/moderation/queue/',
  /** POST: the moderator's decision on one subject's open reports. */
  decide: '/api/v1/moderation/queue/decide/',
  /** The log of decisions: who, what, when and why, never the content. */
  log: '/api/v1/moderation/log/',
  /** GET: the people suspended now, the longest suspension first. */
  suspensions: '/api/v1/moderation/suspensions/',
  /** POST: lift a person's suspension before its time. */
  lift: '/api/v1/moderation/suspensions/lift/',
} as const

export const QUEUE_PAGE_SIZE = PAGE_SIZE
export const SUBJECT_KINDS = ['memory', 'comment', 'person', 'guide_comment'] as const
export type SubjectKind = (typeof SUBJECT_KINDS)[number]

/**
 * What a moderator can decide about a subject's reports: `dismiss` (it stays up); `hide` or `remove`
 * a memory, comment or guide comment; `suspend` a person, for `days` or until lifted. All but
 * dismiss name the rule broken.
 */
export const DECISIONS = ['dismiss', 'hide', 'remove', 'suspend'] as const
/** The decisions that act on content, and so must name the rule broken. */
export const ACTING_DECISIONS = ['hide', 'remove'] as const
export type Decision = (typeof DECISIONS)[number]
/** The lengths of a suspension a moderator picks from, in days; without `days` it lasts until lifted. */
export const SUSPENSION_DAYS = [1, 3, 7, 30, 90] as const

/**
 * Everything the log records: the decisions above, a suspension lifted early, the decision on an
 * appeal (`restore` or `uphold`), and role changes.
 */
export const LOG_DECISIONS = [
  ...DECISIONS,
  'lift',
  'restore',
  'uphold',
  'grant_moderator',
  'revoke_moderator',
  'grant_admin',
] as const
export type LogDecision = (typeof LOG_DECISIONS)[number]
