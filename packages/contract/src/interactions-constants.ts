// The plain values of `interactions.ts` (paths, limits, choices, messages), in a module without schemas:
// the web app's screens import these without loading zod (decision 068), and `interactions.ts` re-exports
// them for everyone else.

import { PAGE_SIZE } from './limits'

// Interactions: me too, love and love back, votes, supportive feedback and the batch status calls
// (SPEC §6). Paths are the seed's; the writes and the me-toos list are added.

export const INTERACTION_PATHS = {
  reactionOptions: '/api/v1/reaction/get-options',
  reaction: '/api/v1/reaction/',
  meToos: (link: string) => `/api/v1/reaction/me-toos/${link}/`,
  vote: '/api/v1/vote/',
  voters: '/api/v1/vote/get-voters/',
  feedbackList: '/api/v1/feedback/list',
  feedback: '/api/v1/feedback/',
  userFeedback: '/api/v1/feedback/user-feedback-list',
  votesStatus: '/api/v1/interaction/get-votes-status/',
  interactionStatus: '/api/v1/interaction/get-interaction-status/',
} as const

export const REACTION_KINDS = ['me_too', 'love'] as const
export type ReactionKind = (typeof REACTION_KINDS)[number]
/** What a reaction is given to; a love on a me-too is the memory author's love back. */
export const REACTION_TARGETS = ['memory', 'comment', 'me_too'] as const
export type ReactionTarget = (typeof REACTION_TARGETS)[number]

export const ME_TOO_NOTE_MAX = 280
export const ME_TOOS_PAGE_SIZE = PAGE_SIZE
export const VOTERS_LIMIT_MAX = 50
/** At most this many links, and this many comments, in one batch status call (SPEC §6). */
export const INTERACTION_BATCH_MAX = 50
/** Deeper pages than this are not offered (as the memory lists, decision 021). */
export const INTERACTION_PAGE_MAX = 10_000

export const MAX_ID = Number.MAX_SAFE_INTEGER

// A note is plain text: line breaks are kept, other control characters have no place in it.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const NOTE_CONTROL = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/

export type ReactionFields = {
  target: ReactionTarget
  shareable_link?: string | undefined
  comment_id?: number | undefined
  me_too_id?: number | undefined
  reaction: ReactionKind
}

export const TARGET_FIELD = { memory: 'shareable_link', comment: 'comment_id', me_too: 'me_too_id' } as const
