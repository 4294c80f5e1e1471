import type { CrisisLine } from '@kindred/contract/safety'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { InLanguages } from '../../content/content-languages'
import type { SealedBox } from '../../lib/sealed-box'
import type { GuideCatalog } from './content/guide-catalog'
import type { GuideAnswersRepository } from './guide-answers.repository'
import type { GuideReportsRepository } from './guide-reports.repository'
import type { GuideSessionsRepository } from './guide-sessions.repository'
import type { GuideStatsRepository } from './guide-stats.repository'

/** What the guide's use cases and routes are built from (guide.plugin.ts). */
export interface GuideDeps {
  db: Db
  clock: Clock
  /**
   * The English catalog, for what is the same in every language: ids, slugs, options' values,
   * scoring. Every text an answer carries comes from `catalogs`, in the request's language.
   */
  catalog: GuideCatalog
  /** The catalog in each language Kindred speaks, with the same ids (decision 083). */
  catalogs: InLanguages<GuideCatalog>
  /** Seals session keys linked to an account, so their owner can resume on another device. */
  box: SealedBox
  /** Crisis lines for the report's next-steps section in each language (content, loaded once at start). */
  crisisLines: InLanguages<Omit<CrisisLine, 'order'>[]>
  sessions: GuideSessionsRepository
  answers: GuideAnswersRepository
  reports: GuideReportsRepository
  stats: GuideStatsRepository
}
