import type { Db } from '../../../db/client'
import { createMemoryCommentsRepository } from '../memory-comments.repository'

/**
 * A person's own live comments for their export (SPEC §3.3), with the link of each one's memory.
 * Only their own: a comment they wrote on their anonymous memory is here, in no one else's export.
 */
export async function exportComments(db: Db, userId: number) {
  const rows = await createMemoryCommentsRepository(db).listOwn(userId)
  return {
    comments: rows.map((row) => ({
      id: String(row.id),
      memory_shareable_link: row.memory_shareable_link,
      parent_id: row.parent_id === null ? null : String(row.parent_id),
      body: row.body,
      // Theirs either way: the export says which went without their name (decision 057).
      anonymous: row.anonymous,
      created_at: row.created_at.toISOString(),
      edited_at: row.edited_at === null ? null : row.edited_at.toISOString(),
    })),
  }
}
