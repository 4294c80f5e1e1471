import { isConnectionsAnonymous } from '@kindred/contract/memories'
import type { Language } from '@kindred/contract/languages'
import type { EditMemoryBody } from '@kindred/contract/memories-writing'
import type { SafetyFilterSlug } from '@kindred/contract/preferences-content'
import { AppError } from '../../../lib/app-error'
import type { MemoriesDeps } from '../memories-deps'
import type { MemoryRow } from '../memories.repository'
import { checkTags, contentWarnings } from '../tag-rules'
import { getOwnMemory } from './get-memory'
import type { Viewer } from '../../../plugins/authentication'

/**
 * A memory for the author's connections cannot be made anonymous, nor an anonymous one made for
 * their connections: they would know whose it is (`memories.anonymousConnections`). Only a change is
 * refused: a memory saved that way before keeps its author's choice through edits that leave those two
 * as they are (the composer sends them unchanged with the rest). 422 names the field the edit changed.
 */
function checkSharing(current: MemoryRow, after: Pick<MemoryRow, 'visibility' | 'anonymous'>) {
  const anonymousChanged = after.anonymous !== current.anonymous
  if (!isConnectionsAnonymous(after)) return
  if (!anonymousChanged && after.visibility === current.visibility) return
  throw new AppError(422, 'VALIDATION_FAILED', 'memories.anonymousConnections', [
    {
      path: anonymousChanged ? 'body.anonymous' : 'body.visibility',
      message: 'memories.anonymousConnections',
    },
  ])
}

/**
 * Changes the author's own memory (SPEC §5.2) and sets `edited_at`. The tags are checked against the
 * memory's type after the edit, and who may read it against whether it is anonymous; the shareable
 * link stays, so shared links keep working. A refusal names the tags in `language`.
 */
export async function editMemory(
  deps: MemoriesDeps,
  hashId: string,
  viewer: Viewer,
  edit: EditMemoryBody,
  language: Language,
): Promise<MemoryRow> {
  const current = await getOwnMemory(deps, hashId, viewer)
  const mt = edit.mt ?? current.mt
  const tagIds = edit.tag_ids ?? current.tag_ids
  const authorWarnings = edit.content_warnings ?? (current.author_warnings as SafetyFilterSlug[])
  const visibility = edit.visibility ?? current.visibility
  checkSharing(current, { visibility, anonymous: edit.anonymous ?? current.anonymous })
  checkTags(deps.catalog, deps.catalogs[language], tagIds, mt, current.tag_ids)
  const id = Number(current.id)
  return deps.db.transaction(async (tx) => {
    await deps.memories.update(
      id,
      {
        title: edit.title,
        body: edit.body,
        language: edit.language,
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
    const saved = (await deps.memories.findById(id, viewer.userId, tx))!
    // Again as saved: two edits at once (one naming visibility, one anonymity, from two tabs) each
    // passed the check above alone; refused, this one's transaction changes nothing.
    checkSharing(current, saved)
    return saved
  })
}
