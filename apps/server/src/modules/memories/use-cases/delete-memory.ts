import type { MemoriesDeps } from '../memories-deps'
import { canRead, memoryNotFound } from './get-memory'
import { isModerator, type Viewer } from '../../../plugins/authentication'

/**
 * Deletes a memory with everything that hangs off it (SPEC §5.2): the author their own, moderators
 * any they can read. Anyone else gets the 404 of a memory that is not theirs.
 */
export async function deleteMemory(deps: MemoriesDeps, hashId: string, viewer: Viewer) {
  const row = await deps.memories.findByHashId(hashId, viewer.userId)
  const mine = row !== null && String(viewer.userId) === row.author_id
  if (!row || !(mine || (isModerator(viewer) && canRead(row)))) throw memoryNotFound()
  await deps.memories.delete(Number(row.id))
}
