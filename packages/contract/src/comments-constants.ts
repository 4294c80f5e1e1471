// The plain values of `comments.ts` (paths, limits, choices, messages), in a module without schemas:
// the web app's screens import these without loading zod (decision 068), and `comments.ts` re-exports
// them for everyone else.

import { PAGE_SIZE } from './limits'

// Comments on a memory, with one level of replies (SPEC §6). Paths are the seed's, plus the added ones.

export const COMMENTS_API = '/api/v1/comments'
export const COMMENT_PATHS = {
  /** Top-level comments newest first, ten a page, each with its replies oldest first. */
  list: (shareableLink: string, page: number) => `${COMMENTS_API}/list/${shareableLink}/${PAGE_SIZE}/${page}`,
  create: `${COMMENTS_API}/`,
  /** PATCH (edit your own) and DELETE (your own; moderators any they can read). */
  one: (id: string | number) => `${COMMENTS_API}/${id}/`,
} as const

export const COMMENT_BODY_MAX = 2_000
export const COMMENTS_PAGE_SIZE = PAGE_SIZE

export const COMMENTS_OFF_MESSAGE = 'Comments are turned off for this memory.'
export const COMMENTS_CONNECTIONS_MESSAGE = "Only the author's connections can comment on this memory."
export const REPLY_DEPTH_MESSAGE = 'Replies go one level deep: reply to the comment above it instead.'

// Control characters have no place in plain text; line breaks and tabs are kept (as in a memory's body).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const BODY_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
