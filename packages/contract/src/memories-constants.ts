// The plain values of `memories.ts` (paths, limits, choices, messages), in a module without schemas:
// the web app's screens import these without loading zod (decision 068), and `memories.ts` re-exports
// them for everyone else.

import { LANGUAGES, type Language } from './languages'

// Memories: the memory, its lists, search, tags and hides (SPEC §5). Paths are the seed's.

export const MEMORIES_API = '/memories/api/v1'
export const MEMORY_PATHS = {
  create: `${MEMORIES_API}/memories/`,
  edit: (hashId: string) => `${MEMORIES_API}/memories/${hashId}/`,
  details: (hashId: string) => `${MEMORIES_API}/memories/${hashId}/get-details`,
  bulk: `${MEMORIES_API}/memories/get-details-bulk/`,
  mine: `${MEMORIES_API}/my-memories/`,
  /** What the signed-in person may still share now: a new account's memories a day (decision 037). */
  allowance: `${MEMORIES_API}/my-allowance/`,
  feed: '/api/v1/feed/',
  snippets: (page: number, limit: number) => `/memories/memories-list/snippets-r/${page}/${limit}/`,
  search: `${MEMORIES_API}/search/`,
  tags: (kind: string) => `${MEMORIES_API}/tags/${kind}/list`,
  hide: (hashId: string) => `/api/v1/interaction/memory/${hashId}/hide`,
  userMemories: (publicId: string, limit: number) => `${MEMORIES_API}/user_memories/${publicId}/${limit}/`,
} as const

export const MEMORY_TITLE_MAX = 120
export const MEMORY_BODY_MIN = 20
export const MEMORY_BODY_MAX = 10_000
export const MEMORY_TAGS_MAX = 20
export const MEMORY_EXCERPT_MAX = 600
export const MEMORY_SNIPPET_MAX = 200
export const MEMORY_BULK_MAX = 50
export const SEARCH_QUERY_MAX = 200
/** Lists stop at this page: deeper than 100,000 memories, search is the way (decision 021). */
export const MEMORY_PAGE_MAX = 10_000

/** The 429 a new account meets past its first day's memories (SPEC §3.6; the number is configuration). */
export const newAccountMemoriesMessage = (limit: number) =>
  `New accounts can share ${limit} ${limit === 1 ? 'memory' : 'memories'} in their first day. ` +
  'Thank you for being here: you can share more once your account is a day old.'

/**
 * The languages a memory is written in: it stays in its own (issue 38), is searched with that
 * language's stemming and lists can be narrowed to one. English unless the composer says otherwise.
 * The languages Kindred speaks: a person writes in the one they read it in.
 */
export const MEMORY_LANGUAGES = LANGUAGES
export type MemoryLanguage = Language

export const AGE_RANGES = ['0-5', '6-11', '12-17'] as const
export type AgeRange = (typeof AGE_RANGES)[number]
export const VISIBILITIES = ['public', 'connections', 'private'] as const
export type Visibility = (typeof VISIBILITIES)[number]
export const COMMENTS_POLICIES = ['everyone', 'connections', 'off'] as const
export type CommentsPolicy = (typeof COMMENTS_POLICIES)[number]
/**
 * Whether the reader may comment on a memory (its `abilities.comment`, decision 078): `yes`;
 * `if_connected`, only if they are connected with its named author, which the server checks when
 * they post (the answer is the same for every reader, so it never says whom they are connected to);
 * `sign_in`, a visitor who could once signed in; `no`, comments are off, or only its anonymous
 * author's connections may and nobody is told who they are.
 */
export const COMMENT_ABILITIES = ['yes', 'if_connected', 'sign_in', 'no'] as const
export type CommentAbility = (typeof COMMENT_ABILITIES)[number]

/** hash_id: short and opaque (letters and digits). */
export const HASH_ID = /^[a-z0-9]{6,24}$/
/** shareable_link: words of the title and a short code, e.g. `the-blue-kitchen-k3x9q2`. */
export const SHAREABLE_LINK = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Why a memory for the author's connections cannot be anonymous: only they can read it, so each of
 * them knows the author is one of their connections, and someone with one connection knows who it is.
 * New choices of it are refused; a memory saved that way before keeps its author's choice.
 */
export const ANONYMOUS_CONNECTIONS_MESSAGE =
  'Only your connections can read this memory, so they would know it is yours. ' +
  'You can share it with everyone without your name, or with your connections under your name.'

/** Whether these choices are the refused pair: for the author's connections, and without their name. */
export const isConnectionsAnonymous = (choice: { visibility: Visibility; anonymous?: boolean | undefined }) =>
  choice.visibility === 'connections' && choice.anonymous === true

export const FEED_SORTS = ['newest', 'top'] as const
/** The longest cursor a list gives (a sealed top-feed position is about 70 characters). */
export const LIST_CURSOR_MAX = 200

export const SEARCH_SORTS = ['relevance', 'newest'] as const
