import { AppError } from '../../../lib/app-error'
import type { MessageId } from '../../../lib/messages'
import { isForeignKeyViolation } from '../../../lib/db-errors'
import { findReadableMemory, type MemoryAccess } from '../../../access'
import type { InteractionsDeps } from '../interactions-deps'
import type { CommentTarget } from '../targets.repository'

// Finding what a person acts on, with the rules of SPEC §2 and §6: what they may not see is a 404
// (it does not exist for them); what they see but may not do is a 403 with a clear message.

export const memoryNotFound = () => new AppError(404, 'NOT_FOUND', 'memories.notFound')
export const commentNotFound = () => new AppError(404, 'NOT_FOUND', 'comments.notFound')
export const meTooNotFound = () => new AppError(404, 'NOT_FOUND', 'interactions.meTooNotFound')

/** A memory `reader` (null: a visitor) may read, else 404. */
export async function readableMemory(
  deps: InteractionsDeps,
  reader: number | null,
  shareableLink: string,
): Promise<MemoryAccess> {
  const memory = await findReadableMemory(deps.db, reader, { shareableLink })
  if (!memory) throw memoryNotFound()
  return memory
}

/** What `person` acts on when someone else wrote it: their own is a 403 (SPEC §6). */
function othersOnly<T extends { authorId: number | null }>(
  target: T,
  person: number,
  code: 'OWN_MEMORY' | 'OWN_COMMENT',
  message: MessageId,
): T {
  if (target.authorId === person) throw new AppError(403, code, message)
  return target
}

/** A memory someone else wrote that `person` may read: their own is a 403 (SPEC §6). */
export async function othersMemory(
  deps: InteractionsDeps,
  person: number,
  shareableLink: string,
  message: MessageId = 'interactions.ownMemoryReaction',
): Promise<MemoryAccess> {
  return othersOnly(await readableMemory(deps, person, shareableLink), person, 'OWN_MEMORY', message)
}

/**
 * A live comment on a memory `reader` may read, its author not blocked either way with them,
 * else 404. A visitor (null) sees comments on public memories.
 */
export async function visibleComment(
  deps: InteractionsDeps,
  reader: number | null,
  commentId: number,
): Promise<CommentTarget> {
  const comment = await deps.targets.comment(commentId, reader)
  if (!comment) throw commentNotFound()
  const memory = await findReadableMemory(deps.db, reader, { id: comment.memoryId })
  if (!memory) throw commentNotFound()
  return comment
}

/** A comment someone else wrote that `person` may see: their own is a 403. */
export async function othersComment(
  deps: InteractionsDeps,
  person: number,
  commentId: number,
  message: MessageId,
): Promise<CommentTarget> {
  return othersOnly(await visibleComment(deps, person, commentId), person, 'OWN_COMMENT', message)
}

/** Runs a write whose memory or comment was checked a moment ago: if it went meanwhile, a 404. */
export async function whileItExists<T>(write: () => Promise<T>, gone: () => AppError): Promise<T> {
  try {
    return await write()
  } catch (err) {
    if (isForeignKeyViolation(err)) throw gone()
    throw err
  }
}
