import type { z } from 'zod'
import type { CreateCommentBodySchema } from '@kindred/contract/comments'
import { isForeignKeyViolation } from '../../../lib/db-errors'
import { AppError } from '../../../lib/app-error'
import { MINUTE } from '../../../lib/clock'
import type { MemoryAccess } from '../../../access'
import { commentBody } from '../comment-rules'
import type { CommentsDeps } from '../comments-deps'
import type { CommentRow } from '../memory-comments.repository'
import { checkMayComment, memoryCommentNotFound, memoryNotFound, readableMemory } from './get-comment'
import type { Viewer } from '../../../plugins/authentication'
import { anonymousByDefault } from '../../preferences'

export type CreateCommentInput = z.output<typeof CreateCommentBodySchema>

/** A second post of the same text in the same place this soon is the first one sent twice. */
const SAME_POST_WINDOW_MS = 10 * MINUTE

/**
 * Comments on a memory the person may read, or replies to one of its live top-level comments
 * (SPEC §6), as the memory's comments policy allows, with or without their name (decision 057). Idempotent: the same text posted again in the
 * same place within minutes (a double click, a retry) answers the first comment, stored once.
 */
export async function createComment(
  deps: CommentsDeps,
  person: Viewer,
  input: CreateCommentInput,
): Promise<{ row: CommentRow; memory: MemoryAccess }> {
  const memory = await readableMemory(deps, person.userId, { shareableLink: input.shareable_link })
  await checkMayComment(deps, memory, person.userId)
  if (input.parent_id !== null) {
    const parent = await deps.comments.memory.findTarget(input.parent_id, person.userId)
    const setAside = parent?.moderated === true && parent.authorId !== person.userId
    if (!parent || parent.memoryId !== memory.id || parent.deleted || setAside || parent.blocked)
      throw memoryCommentNotFound()
    if (parent.parentId !== null)
      throw new AppError(422, 'VALIDATION_FAILED', 'comments.replyDepth', [
        { path: 'body.parent_id', message: 'comments.replyDepth' },
      ])
  }
  const now = deps.clock.now()
  const values = {
    memoryId: memory.id,
    authorId: person.userId,
    parentId: input.parent_id,
    body: commentBody(input.body),
    // Left out, the commenter's default: without their name unless they chose otherwise (decision 057).
    anonymous: await anonymousByDefault(deps.db, person.userId, input.anonymous),
    createdAt: now,
  }
  try {
    return await deps.db.transaction(async (tx) => {
      await deps.comments.memory.lockAuthor(person.userId, tx)
      const same = await deps.comments.memory.findSame(
        values,
        new Date(now.getTime() - SAME_POST_WINDOW_MS),
        tx,
      )
      const id = same ?? (await deps.comments.memory.insert(values, tx))
      return { row: (await deps.comments.memory.findRow(id, person.userId, tx))!, memory }
    })
  } catch (err) {
    // The memory or the comment replied to was deleted between the checks and the insert.
    if (isForeignKeyViolation(err))
      throw input.parent_id === null ? memoryNotFound() : memoryCommentNotFound()
    throw err
  }
}
