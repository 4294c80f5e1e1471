import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { GuideCatalog } from './content/guide-catalog'
import type { GuideAnswers } from './guide-answers'
import type { GuideCommentsService } from './guide-comments'
import type { GuideReports } from './guide-reports'
import type { GuideSessions } from './guide-sessions'

/** What the guide's routes are built from (guide.plugin.ts). */
export interface GuideDeps {
  db: Db
  clock: Clock
  catalog: GuideCatalog
  sessions: GuideSessions
  answers: GuideAnswers
  reports: GuideReports
  comments: GuideCommentsService
}
