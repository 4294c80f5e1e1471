import type { Db } from '../../../db/client'
import { createSectionCommentsRepository } from '../section-comments.repository'

/**
 * The comments a person wrote on report sections, oldest first, for their export (SPEC §3.3): the
 * guide's part lists them as `guide.comments`, where they have always been (decision 051).
 */
export async function exportSectionComments(db: Db, userId: number) {
  const rows = await createSectionCommentsRepository(db).listByUser(userId)
  return rows.map((c) => ({
    section: c.sectionSlug,
    body: c.body,
    posted_as: c.authorName ?? 'anonymous',
    created_at: c.createdAt.toISOString(),
    edited_at: c.editedAt?.toISOString() ?? null,
    hidden: c.hiddenAt !== null,
  }))
}
