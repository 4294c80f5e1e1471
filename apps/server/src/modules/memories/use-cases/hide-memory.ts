import type { MemoriesDeps } from '../memories-deps'
import { getMemory } from './get-memory'
import type { Viewer } from '../../../plugins/authentication'

/** Hides a memory the person can read from their own lists (idempotent); nobody else is affected. */
export async function hideMemory(deps: MemoriesDeps, hashId: string, viewer: Viewer) {
  const row = await getMemory(deps, hashId, viewer)
  await deps.hides.hide(viewer.userId, Number(row.id), deps.clock.now())
}

/** Brings a hidden memory back into the person's lists (idempotent). */
export async function unhideMemory(deps: MemoriesDeps, hashId: string, viewer: Viewer) {
  const row = await getMemory(deps, hashId, viewer)
  await deps.hides.unhide(viewer.userId, Number(row.id))
}
