import type { Db } from '../../../db/client'
import type { GuideCatalog } from '../content/guide-catalog'
import type { GuideDeps } from '../guide-deps'
import { communityStats } from '../guide-stats'

/**
 * Community statistics over completed, still-live guides, small numbers hidden, in `catalog`'s
 * words. Counts of everyone, so a replica's, a moment late, are as good (`reads`, decision 087).
 */
export async function getCommunityStats(deps: GuideDeps, catalog: GuideCatalog, reads: Db = deps.db) {
  return communityStats(catalog, await deps.stats.countCompleted(deps.clock.now(), reads))
}
