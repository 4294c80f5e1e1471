import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { memoryTags } from '../../db/schema/index'

/** The tags' rows beyond their content (content/tag-catalog.ts syncs that): their counts. */
export function createMemoryTagsRepository(db: Db) {
  return {
    /** Each tag's count of public memories (kept by a trigger), by tag id, in one query. */
    async publicMemoryCounts(tagIds: readonly number[], tx: Db = db): Promise<Map<number, number>> {
      if (tagIds.length === 0) return new Map()
      const rows = await tx
        .select({ id: memoryTags.id, count: memoryTags.memoryCount })
        .from(memoryTags)
        .where(inArray(memoryTags.id, [...tagIds]))
      return new Map(rows.map((row) => [row.id, row.count]))
    },
  }
}

export type MemoryTagsRepository = ReturnType<typeof createMemoryTagsRepository>
