import { inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { memoryTagCountShards, memoryTags } from '../../db/schema/index'

/** The tags' rows beyond their content (content/tag-catalog.ts syncs that): their counts. */
export function createMemoryTagsRepository(db: Db) {
  return {
    /**
     * Each tag's count of public memories, by tag id, in one query: the settled count plus the
     * changes a trigger keeps in the tag's few shard rows (decision 072).
     */
    async publicMemoryCounts(tagIds: readonly number[], tx: Db = db): Promise<Map<number, number>> {
      if (tagIds.length === 0) return new Map()
      const changes = sql<number>`(select coalesce(sum(${memoryTagCountShards.delta}), 0)::int
        from ${memoryTagCountShards} where ${memoryTagCountShards.tagId} = ${memoryTags.id})`
      const rows = await tx
        .select({ id: memoryTags.id, count: sql<number>`${memoryTags.memoryCount} + ${changes}` })
        .from(memoryTags)
        .where(inArray(memoryTags.id, [...tagIds]))
      return new Map(rows.map((row) => [row.id, Number(row.count)]))
    },
  }
}

export type MemoryTagsRepository = ReturnType<typeof createMemoryTagsRepository>
