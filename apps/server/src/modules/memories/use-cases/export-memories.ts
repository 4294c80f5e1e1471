import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { ownRowsOnMemories } from '../../../db/own-rows'
import { memories, memoryHides, memoryTagLinks, memoryTags } from '../../../db/schema/index'

/**
 * A person's memories (every one they wrote, anonymous and private included, with their tags by
 * slug) and the memories they hid, by link. Another person's memory is never in here: a hide names
 * only the link of a memory the person could read.
 */
export async function exportMemories(db: Db, userId: number) {
  const rows = await db
    .select({
      hash_id: memories.hashId,
      shareable_link: memories.shareableLink,
      title: memories.title,
      body: memories.body,
      mt: memories.mt,
      age_range: memories.ageRange,
      content_warnings: memories.contentWarnings,
      author_warnings: memories.authorWarnings,
      visibility: memories.visibility,
      anonymous: memories.anonymous,
      comments_policy: memories.commentsPolicy,
      created_at: memories.createdAt,
      edited_at: memories.editedAt,
      id: memories.id,
    })
    .from(memories)
    .where(eq(memories.authorId, userId))
    .orderBy(asc(memories.id))
  const tags = await db
    .select({ memoryId: memoryTagLinks.memoryId, slug: memoryTags.slug })
    .from(memoryTagLinks)
    .innerJoin(memories, eq(memories.id, memoryTagLinks.memoryId))
    .innerJoin(memoryTags, eq(memoryTags.id, memoryTagLinks.tagId))
    .where(eq(memories.authorId, userId))
    .orderBy(asc(memoryTags.id))
  const hidden = await ownRowsOnMemories(db, userId, memoryHides, { hidden_at: memoryHides.createdAt })
  return {
    memories: rows.map(({ id, ...row }) => ({
      ...row,
      tags: tags.filter((tag) => tag.memoryId === id).map((tag) => tag.slug),
    })),
    hidden_memories: hidden,
  }
}
