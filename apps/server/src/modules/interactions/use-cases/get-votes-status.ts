import type { InteractionsDeps } from '../interactions-deps'

/**
 * Whether the person voted for each memory, and its vote count (SPEC §6 batch status, ≤ 50 links):
 * one statement whatever the number. Links the person may not read are left out.
 */
export async function getVotesStatus(
  deps: InteractionsDeps,
  person: number,
  links: readonly string[],
): Promise<Record<string, { voted: boolean; count: number }>> {
  const states = new Map(
    (await deps.status.readableStates(links, person, 'votes')).map((state) => [state.shareable_link, state]),
  )
  const results: Record<string, { voted: boolean; count: number }> = {}
  for (const link of new Set(links)) {
    const state = states.get(link)
    if (state) results[link] = { voted: state.voted, count: state.vote_count }
  }
  return results
}
