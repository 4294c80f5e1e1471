import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { InLanguages } from '../../content/content-languages'
import type { SharedJsonCache } from '../../lib/shared-json-cache'
import type { Limits } from '../../plugins/rate-limits'
import type { TagCatalog } from './content/tag-catalog'
import type { MemoryWords } from './memory-words'
import type { ListCursors } from './list-cursor'
import type { MemoriesRepository } from './memories.repository'
import type { MemoryHidesRepository } from './memory-hides.repository'
import type { MemorySearchRepository } from './memory-search.repository'
import type { MemoryTagsRepository } from './memory-tags.repository'

/** What the memories module's use cases and routes are built from (memories.plugin.ts). */
export interface MemoriesDeps {
  db: Db
  clock: Clock
  /** The English tags, for the rules (which tags fit, their filters); names come from `catalogs`. */
  catalog: TagCatalog
  /**
   * The tags in each language, the same ids and rules, each with its names (decision 083), and the
   * rule a moderator named, which a memory's author reads.
   */
  catalogs: InLanguages<MemoryWords>
  memories: MemoriesRepository
  hides: MemoryHidesRepository
  tags: MemoryTagsRepository
  search: MemorySearchRepository
  /** Cards as every reader but their author and moderators sees them (shared-cards.ts). */
  cards: SharedJsonCache
  /** Where a list's next page starts, sealed for the client (decision 063). */
  cursors: ListCursors
  /**
   * A new account's stricter memory limit (SPEC §3.6): how long an account is new, how many memories
   * it may share in a day (for the message), and the counter (counted on sharing, read before).
   */
  newAccounts: { periodMs: number; memoriesPerDay: number; limits: Pick<Limits, 'enforce' | 'peek'> }
  /**
   * These deps over another database: a replica's for reads that tolerate a short lag (decisions
   * 087, 089). Only for reads that narrow nothing, or whose memories and reader's relations are
   * checked on the primary before they are shown (lag-tolerant-reads.ts).
   */
  over(db: Db): MemoriesDeps
}
