import type { CommentsDeps } from '../comments-deps'
import { memoryCommentNotFound, readableMemory } from './get-comment'
import { isModerator, type Viewer } from '../../../plugins/authentication'

export type DeleteOutcome = 'gone' | 'kept-for-replies' | 'already-gone'

/**
 * Deletes a comment (SPEC §6): a person their own (even on a memory they can no longer read: their
 * words are theirs to take back), a moderator any they can read. A comment with replies stays as an
 * empty "deleted" entry so the replies keep their place; a deleted entry goes with its last reply.
 * Deleting what is already gone answers as the first delete did; someone else's comment is a 404.
 */
export async function deleteComment(deps: CommentsDeps, person: Viewer, id: number): Promise<DeleteOutcome> {
  const target = await deps.comments.memory.findTarget(id, person.userId)
  if (!target) return 'already-gone'
  if (target.authorId !== person.userId) {
    if (!isModerator(person) || target.blocked) throw memoryCommentNotFound()
    await readableMemory(deps, person.userId, { id: target.memoryId }, memoryCommentNotFound)
  }
  if (target.deleted) return 'already-gone'
  return deps.db.transaction(async (tx) => {
    // Locked first: a reply being written waits, and one written before is seen (no reply lost).
    if (!(await deps.comments.memory.lock(id, tx))) return 'already-gone'
    if (await deps.comments.memory.hasReplies(id, tx)) {
      await deps.comments.memory.tombstone(id, deps.clock.now(), tx)
      return 'kept-for-replies'
    }
    await deps.comments.memory.delete(id, tx)
    if (target.parentId !== null) await deps.comments.memory.deleteIfEmptyTombstone(target.parentId, tx)
    return 'gone'
  })
}
