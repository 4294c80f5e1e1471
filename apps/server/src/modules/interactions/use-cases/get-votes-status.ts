import { findReadableMemories } from '../../memories'
import type { InteractionsDeps } from '../interactions-deps'

/**
 * Whether the person voted for each memory, and its vote count (SPEC §6 batch status, ≤ 50 links):
 * two statements whatever the number, the readable memories and the person's state on them.
 * Links the person may not read are left out.
 */
export async function getVotesStatus(
  deps: InteractionsDeps,
  person: number,
  links: readonly string[],
): Promise<Record<string, { voted: boolean; count: number }>> {
  const readable = await findReadableMemories(deps.db, person, links)
  const states = await deps.status.memoryStates(
    [...readable.values()].map((memory) => memory.id),
    person,
  )
  const byId = new Map(states.map((state) => [state.id, state]))
  const results: Record<string, { voted: boolean; count: number }> = {}
  for (const [link, memory] of readable) {
    const state = byId.get(memory.id)
    if (state) results[link] = { voted: state.voted, count: state.vote_count }
  }
  return results
}
