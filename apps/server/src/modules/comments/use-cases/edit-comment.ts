import type { MemoryAccess } from '../../../access'
import { commentBody } from '../comment-rules'
import type { CommentsDeps } from '../comments-deps'
import type { CommentRow } from '../memory-comments.repository'
import { checkMayComment, memoryCommentNotFound, readableMemory } from './get-comment'
import type { Viewer } from '../../../plugins/authentication'

/**
 * Changes the text of the person's own live comment and sets `edited_at` (SPEC §6). An edit can say
 * as much as a new comment, so the memory must still be readable and its policy must still allow
 * them to comment; anyone else's comment is a 404.
 */
export async function editComment(
  deps: CommentsDeps,
  person: Viewer,
  id: number,
  body: string,
): Promise<{ row: CommentRow; memory: MemoryAccess }> {
  const target = await deps.comments.memory.findTarget(id, person.userId)
  if (!target || target.authorId !== person.userId || target.deleted) throw memoryCommentNotFound()
  const memory = await readableMemory(deps, person.userId, { id: target.memoryId }, memoryCommentNotFound)
  await checkMayComment(deps, memory, person.userId)
  await deps.comments.memory.updateBody(id, commentBody(body), deps.clock.now())
  const row = await deps.comments.memory.findRow(id, person.userId)
  if (!row) throw memoryCommentNotFound()
  return { row, memory }
}
