import type { MemoryAccess } from '../memories'

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
