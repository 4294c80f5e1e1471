import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { InLanguages } from '../../content/content-languages'
import type { Subjects } from '../../lib/subjects'
import type { AppealsRepository } from './appeals.repository'
import type { ReasonCatalog } from './content/report-reasons'
import type { QueueRepository } from './queue.repository'

/** What the moderation module's use cases and routes are built from (moderation.plugin.ts). */
export interface ModerationDeps {
  db: Db
  clock: Clock
  /** The report reasons in English, for the rules (which may be given, for what); words from `reasonsIn`. */
  reasons: ReasonCatalog
  /** The report reasons in each language, with the same ids (decision 083). */
  reasonsIn: InLanguages<ReasonCatalog>
  /** Memories, comments, guide comments and people, read and set aside by the modules that own them. */
  subjects: Subjects
  queue: QueueRepository
  appeals: AppealsRepository
}
