import type { Db } from '../../db/client'
import { createMemoryCommentsRepository } from './memory-comments.repository'
import { createSectionCommentsRepository } from './section-comments.repository'

export type { CommentRow, CommentWithRepliesRow } from './memory-comments.repository'
export type { SectionCommentRow } from './section-comments.repository'

/**
 * The comments' one repository, by subject (decision 076): a memory's comments and a report
 * section's are kept in two tables (decision 051), so each subject has its own statements; use
 * cases reach both through `deps.comments.<subject>`. Rows in, rows out.
 */
export function createCommentsRepository(db: Db) {
  return {
    memory: createMemoryCommentsRepository(db),
    section: createSectionCommentsRepository(db),
  }
}

export type CommentsRepository = ReturnType<typeof createCommentsRepository>
