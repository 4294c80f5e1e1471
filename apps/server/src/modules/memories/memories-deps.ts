import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { TagCatalog } from './content/tag-catalog'
import type { MemoriesRepository } from './memories.repository'
import type { MemoryHidesRepository } from './memory-hides.repository'

/** What the memories module's use cases and routes are built from (memories.plugin.ts). */
export interface MemoriesDeps {
  db: Db
  clock: Clock
  catalog: TagCatalog
  memories: MemoriesRepository
  hides: MemoryHidesRepository
}
