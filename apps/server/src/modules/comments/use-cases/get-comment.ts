import type { SQL } from 'drizzle-orm'
import { AppError } from '../../../lib/app-error'
import { findReadableMemory, type MemoryAccess } from '../../../access'
import { commentNotFound, commentRefusal, mayCommentOn } from '../comment-rules'
import type { CommentsDeps } from '../comments-deps'

// What several comment use cases share: the 404s, the memory a person may read, the policy check.

/** The same words as the memories module's 404: a memory you may not read does not exist for you. */
export const memoryNotFound = () => new AppError(404, 'NOT_FOUND', 'memories.notFound')

/** One answer for a comment that is not there, not yours to change, or behind a block (SPEC §6). */
export const memoryCommentNotFound = () => commentNotFound('memory')

/** The memory `reader` (null: a visitor) may read, else the 404 `notFound`; `extra` as findReadableMemory's. */
export async function readableMemory<Name extends string = never>(
  deps: CommentsDeps,
  reader: number | null,
  by: { shareableLink: string } | { id: number },
  notFound: () => AppError = memoryNotFound,
  extra?: Record<Name, SQL>,
): Promise<MemoryAccess & Record<Name, boolean>> {
  const memory = await findReadableMemory(deps.db, reader, by, extra)
  if (!memory) throw notFound()
  return memory
}

/** 403 with the reason when the memory's comments policy does not let this person comment. */
export async function checkMayComment(deps: CommentsDeps, memory: MemoryAccess, personId: number) {
  const may = mayCommentOn(memory, personId)
  const isConnected =
    may === 'if_connected' && (await deps.comments.memory.areConnected(personId, memory.authorId))
  const refusal = commentRefusal(memory, may, isConnected)
  if (refusal === 'off') throw new AppError(403, 'COMMENTS_OFF', 'comments.off')
  if (refusal === 'connections')
    throw new AppError(403, 'COMMENTS_CONNECTIONS_ONLY', 'comments.connectionsOnly')
}
