import type { z } from 'zod'
import type { CreateMemoryBodySchema } from '@kindred/contract/memories'
import { retryOnUniqueViolation } from '../../../lib/db-errors'
import type { MemoriesDeps } from '../memories-deps'
import type { MemoryRow } from '../memories.repository'
import { newHashId, newShareableLink } from '../memory-codes'
import { checkTags, contentWarnings } from '../tag-rules'

export type CreateMemoryInput = z.output<typeof CreateMemoryBodySchema>

/** Shares a memory (SPEC §5.2): tags checked, warnings gathered, the memory and its tags in one transaction. */
export async function createMemory(
  deps: MemoriesDeps,
  authorId: number,
  input: CreateMemoryInput,
): Promise<MemoryRow> {
  checkTags(deps.catalog, input.tag_ids, input.mt)
  const now = deps.clock.now()
  // A fresh code on each try: two memories drawing the same hash_id or link is unlikely, never fatal.
  return retryOnUniqueViolation(() =>
    deps.db.transaction(async (tx) => {
      const id = await deps.memories.insert(
        {
          hashId: newHashId(),
          shareableLink: newShareableLink(input.title),
          authorId,
          title: input.title,
          body: input.body,
          mt: input.mt,
          ageRange: input.age_range,
          contentWarnings: contentWarnings(deps.catalog, input.tag_ids, input.content_warnings),
          authorWarnings: input.content_warnings,
          visibility: input.visibility,
          anonymous: input.anonymous,
          commentsPolicy: input.comments_policy,
          createdAt: now,
        },
        input.tag_ids,
        tx,
      )
      return (await deps.memories.findById(id, authorId, tx))!
    }),
  )
}
