import type { GuideDeps } from '../guide-deps'
import { itemOrThrow } from '../guide-items'

/** "Unselect": removes the session's answer to an item of the guide. */
export async function removeAnswer(deps: GuideDeps, sessionRowId: number, itemId: number) {
  itemOrThrow(deps.catalog, itemId)
  await deps.answers.delete(sessionRowId, itemId)
}
