import { AppError } from '../../lib/app-error'
import type { MemoryAccess } from '../../access'

// The rules of comments, of both kinds: on a memory, and on a section of a guide report (decision
// 051); then the memory's comments policy.

/** Which comments: a memory's (SPEC §6), or a report section's (SPEC §4.3). */
export type CommentKind = 'memory' | 'section'

/** A comment's id as the API writes it: digits, no leading zero. */
export const commentIdFrom = (key: string) => (/^[1-9]\d{0,15}$/.test(key) ? Number(key) : null)

/** A comment's text as it is kept: without the spaces around it. */
export const commentBody = (text: string) => text.trim()

// Each kind in the words its API has always answered (the seed's clients read the code).
const NOT_FOUND = {
  memory: { code: 'NOT_FOUND', message: 'This comment is not here, or is not shared with you.' },
  section: { code: 'COMMENT_NOT_FOUND', message: 'That comment was not found.' },
} as const

/**
 * A comment that is not there, not yours to change, set aside or behind a block: one 404 that says
 * nothing more, so nobody learns a comment exists (SPEC §6, decision 015).
 */
export const commentNotFound = (kind: CommentKind) =>
  new AppError(404, NOT_FOUND[kind].code, NOT_FOUND[kind].message)

/** Why a person may not comment on a memory they can read, or null when they may. */
export type CommentRefusal = 'off' | 'connections' | null

/**
 * Whether the rule below needs to know if the person is connected to the memory's author: only for
 * `connections` on a public memory under the author's name (elsewhere the answer is already known).
 */
export const needsConnection = (memory: MemoryAccess, personId: number) =>
  memory.commentsPolicy === 'connections' &&
  personId !== memory.authorId &&
  memory.visibility !== 'connections' &&
  !memory.anonymous

/**
 * The memory's `comments_policy` (SPEC §6): `off`, nobody (its author included); `connections`, its
 * author and the people connected to them; `everyone`, anyone who can read it. A connections-only
 * memory is read only by connections, so they may comment. On an anonymous memory anyone may read,
 * being let in would tell a person the author is one of their connections: only the author comments.
 */
export function commentRefusal(memory: MemoryAccess, personId: number, isConnected: boolean): CommentRefusal {
  if (memory.commentsPolicy === 'off') return 'off'
  if (personId === memory.authorId || memory.commentsPolicy === 'everyone') return null
  if (memory.visibility === 'connections') return null
  if (memory.anonymous) return 'connections'
  return isConnected ? null : 'connections'
}
