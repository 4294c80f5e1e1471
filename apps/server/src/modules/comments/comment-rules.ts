import { AppError } from '../../lib/app-error'
import type { CommentAbility } from '@kindred/contract/memories'
import { memoryAbilities, type MemoryAccess } from '../../access'

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
  memory: { code: 'NOT_FOUND', message: 'comments.notFound' },
  section: { code: 'COMMENT_NOT_FOUND', message: 'comments.sectionCommentNotFound' },
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
 * The memory's `abilities.comment` for a signed-in person: its author, or anyone else (null: a
 * member on a page shared by every member, never its author's, decision 045).
 */
export const mayCommentOn = (memory: MemoryAccess, personId: number | null): CommentAbility =>
  memoryAbilities(memory, personId === memory.authorId ? 'author' : 'member').comment

/**
 * Whether a person may comment on a memory they can read (SPEC §6), from `may`, what the memory's
 * answers tell them (`abilities.comment`, decision 078, `mayCommentOn`): the comments policy is
 * written once, in `memoryAbilities`. `if_connected`, a named public memory whose comments are for
 * connections, lets them in when they are (`isConnected`, asked only then). The refusal names the
 * policy's reason: comments off, or for connections only.
 */
export function commentRefusal(
  memory: MemoryAccess,
  may: CommentAbility,
  isConnected: boolean,
): CommentRefusal {
  if (may === 'yes' || (may === 'if_connected' && isConnected)) return null
  return memory.commentsPolicy === 'off' ? 'off' : 'connections'
}
