import { COMMENTS_PAGE_SIZE } from '@kindred/contract/comments'
import type { MemoryAccess, Viewer } from '../../memories'
import type { CommentsDeps } from '../comments-deps'
import type { CommentWithRepliesRow } from '../comments.repository'
import { readableMemory } from './get-comment'

export interface CommentPage {
  memory: MemoryAccess
  rows: CommentWithRepliesRow[]
  total: number
  hasNext: boolean
}

/**
 * A page of a memory's comments (SPEC §6) for a viewer who may read the memory, else 404: top-level
 * newest first, ten a page, each with its replies; one statement for the memory, one for the page.
 */
export async function listComments(
  deps: CommentsDeps,
  viewer: Viewer | null,
  shareableLink: string,
  page: number,
): Promise<CommentPage> {
  const reader = viewer?.userId ?? null
  const memory = await readableMemory(deps, reader, { shareableLink })
  const { total, rows } = await deps.comments.page(
    memory.id,
    reader,
    memory.anonymous ? memory.authorId : null,
    { limit: COMMENTS_PAGE_SIZE, offset: (page - 1) * COMMENTS_PAGE_SIZE },
  )
  return { memory, rows: rows.slice(0, COMMENTS_PAGE_SIZE), total, hasNext: rows.length > COMMENTS_PAGE_SIZE }
}
