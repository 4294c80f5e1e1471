import { eq } from 'drizzle-orm'
import { ownRows, ownRowsOnMemories } from '../../db/own-rows'
import { memories, memoryHides, memoryTagLinks, memoryTags } from '../../db/schema/index'
import type { PersonalDataPart } from '../../lib/personal-data'

/**
 * The memories module's share of a person's data: the memories they wrote (every one, anonymous and
 * private included, with their tags by slug) and the ones they hid, by link. Another person's memory
 * is never in here: a hide names only the link of a memory the person could read.
 */
export const memoriesPersonalData: PersonalDataPart = {
  module: 'memories',
  tables: ['memories', 'memory_hides'],
  export: async (db, userId) => {
    const rows = await ownRows(db, userId, {
      from: memories,
      owner: memories.authorId,
      fields: {
        hash_id: memories.hashId,
        shareable_link: memories.shareableLink,
        title: memories.title,
        body: memories.body,
        language: memories.language,
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
      },
      order: memories.id,
    })
    const tags = await ownRows(db, userId, {
      from: memoryTagLinks,
      owner: memories.authorId,
      naming: [
        [memories, eq(memories.id, memoryTagLinks.memoryId)],
        [memoryTags, eq(memoryTags.id, memoryTagLinks.tagId)],
      ],
      fields: { memoryId: memoryTagLinks.memoryId, slug: memoryTags.slug },
      order: memoryTags.id,
    })
    const hidden = await ownRowsOnMemories(db, userId, memoryHides, { hidden_at: memoryHides.createdAt })
    return {
      memories: rows.map(({ id, ...row }) => ({
        ...row,
        tags: tags.filter((tag) => tag.memoryId === id).map((tag) => tag.slug),
      })),
      hidden_memories: hidden,
    }
  },
}
