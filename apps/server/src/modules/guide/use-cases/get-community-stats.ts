import type { GuideDeps } from '../guide-deps'
import { communityStats } from '../guide-stats'

/** Community statistics over completed, still-live guides, small numbers hidden. */
export async function getCommunityStats(deps: GuideDeps) {
  return communityStats(deps.catalog, await deps.stats.countCompleted(deps.clock.now()))
}
