import type { Db } from '../../../db/client'
import type { GuideDeps } from '../guide-deps'
import { itemOrThrow, optionOrThrow } from '../guide-items'

/** Saves or changes one answer: one per item and session, only one of the offered options. */
export async function saveAnswer(
  deps: GuideDeps,
  sessionRowId: number,
  itemId: number,
  value: string,
  tx?: Db,
) {
  const option = optionOrThrow(itemOrThrow(deps.catalog, itemId), value)
  return deps.answers.upsert(
    { sessionId: sessionRowId, itemId, value, counts: option.counts, answeredAt: deps.clock.now() },
    tx,
  )
}
