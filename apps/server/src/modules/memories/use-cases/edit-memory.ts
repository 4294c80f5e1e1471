import type { EditMemoryBody } from '@kindred/contract/memories'
import type { SafetyFilterSlug } from '@kindred/contract/preferences-content'
import type { MemoriesDeps } from '../memories-deps'
import type { MemoryRow } from '../memories.repository'
import type { Viewer } from '../memory-visibility'
import { checkTags, contentWarnings } from '../tag-rules'
import { getOwnMemory } from './get-memory'

/**
 * Changes the author's own memory (SPEC §5.2) and sets `edited_at`. The tags are checked against the
 * memory's type after the edit; the shareable link stays, so shared links keep working.
 */
export async function editMemory(
  deps: MemoriesDeps,
  hashId: string,
  viewer: Viewer,
  edit: EditMemoryBody,
): Promise<MemoryRow> {
  const current = await getOwnMemory(deps, hashId, viewer)
  const mt = edit.mt ?? current.mt
  const tagIds = edit.tag_ids ?? current.tag_ids
  const authorWarnings = edit.content_warnings ?? (current.author_warnings as SafetyFilterSlug[])
  const visibility = edit.visibility ?? current.visibility
  checkTags(deps.catalog, tagIds, mt, current.tag_ids)
  const id = Number(current.id)
  return deps.db.transaction(async (tx) => {
    await deps.memories.update(
      id,
      {
        title: edit.title,
        body: edit.body,
        mt,
        ageRange: edit.age_range,
        contentWarnings: contentWarnings(deps.catalog, tagIds, authorWarnings),
        authorWarnings,
        visibility,
        anonymous: edit.anonymous,
        commentsPolicy: edit.comments_policy,
        editedAt: deps.clock.now(),
      },
      tx,
    )
    await deps.memories.replaceTags(id, tagIds, visibility, tx)
    return (await deps.memories.findById(id, viewer.userId, tx))!
  })
}
