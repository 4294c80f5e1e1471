import type { GuideCatalog } from '../content/guide-catalog'
import type { GuideDeps } from '../guide-deps'
import { communityStats } from '../guide-stats'

/** Community statistics over completed, still-live guides, small numbers hidden, in `catalog`'s words. */
export async function getCommunityStats(deps: GuideDeps, catalog: GuideCatalog) {
  return communityStats(catalog, await deps.stats.countCompleted(deps.clock.now()))
}
