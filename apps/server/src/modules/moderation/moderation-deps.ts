import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { RolesRepository } from '../identity'
import type { AppealsRepository } from './appeals.repository'
import type { ReasonCatalog } from './content/report-reasons'
import type { QueueRepository } from './queue.repository'
import type { ReportTargetsRepository } from './report-targets.repository'
import type { SuspensionsRepository } from './suspensions.repository'

/** What the moderation module's use cases and routes are built from (moderation.plugin.ts). */
export interface ModerationDeps {
  db: Db
  clock: Clock
  reasons: ReasonCatalog
  targets: ReportTargetsRepository
  queue: QueueRepository
  appeals: AppealsRepository
  suspensions: SuspensionsRepository
  /** Who moderates: whether an appeal of a decision has someone who may decide it (decision 038). */
  roles: RolesRepository
}
