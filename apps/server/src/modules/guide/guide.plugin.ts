import type { FastifyInstance } from 'fastify'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { PersonalData } from '../../lib/personal-data'
import { sealedBox } from '../../lib/sealed-box'
import { loadServerKey } from '../../lib/server-keys'
import { paths } from '../../paths'
import { listCrisisLines } from '../safety'
import { inEveryLanguage, type InLanguages } from '../../content/content-languages'
import { loadGuideCatalogs, type GuideCatalog } from './content/guide-catalog'
import { readGuideContent } from './content/read-guide-content'
import { createGuideAnswersRepository } from './guide-answers.repository'
import type { GuideDeps } from './guide-deps'
import { guidePersonalData } from './guide-personal-data'
import { guidePortOf } from './guide-port'
import { createGuideReportsRepository } from './guide-reports.repository'
import { createGuideSessionsRepository } from './guide-sessions.repository'
import { createGuideStatsRepository } from './guide-stats.repository'
import { GUIDE_SESSION_LINKS, guideSessionLinksPlugin } from './routes/guide-session-of'
import { guideContentRoutes } from './routes/content.routes'
import { guideReportRoutes } from './routes/report.routes'
import { guideSessionRoutes } from './routes/sessions.routes'
import { guideStyleRoutes } from './routes/styles.routes'
import { purgeExpiredGuideSessions } from './use-cases/purge-expired-guide-sessions'
import { registerRoutes } from '../../plugins/route-options'

/** How often expired guide sessions are purged (also once at start). */
export const GUIDE_PURGE_EVERY_MS = 60 * 60 * 1000

declare module 'fastify' {
  interface FastifyInstance {
    /** The guide's services, for jobs and tests. */
    guide: {
      /** The English catalog (ids, slugs); `catalogs` has it in every language. */
      catalog: GuideCatalog
      catalogs: InLanguages<GuideCatalog>
      purgeExpired: () => Promise<number>
    }
  }
}

/**
 * The guide (SPEC §4): content from content/guide, sessions, answers, reports, statistics. Answers
 * what the comments on report sections ask of its sessions and sections (the returned port, wired by
 * app.ts; decision 051). Adds its part of a person's data, with the questions in each language and
 * the comments they wrote on report sections (`sectionComments`, the comments module's).
 */
export async function registerGuide(
  app: FastifyInstance,
  clock: Clock,
  personalData: PersonalData,
  sectionComments: (db: Db, userId: number) => Promise<unknown[]>,
) {
  const { db } = app.database
  const catalogs = await loadGuideCatalogs(
    db,
    await inEveryLanguage((language) => readGuideContent(paths.content, language)),
  )
  personalData.add(guidePersonalData(sectionComments, catalogs))
  const deps: GuideDeps = {
    db,
    clock,
    catalog: catalogs.en,
    catalogs,
    box: sealedBox(await loadServerKey(db, 'guide-session-keys')),
    crisisLines: await inEveryLanguage((language) => listCrisisLines(db, language)),
    sessions: createGuideSessionsRepository(db),
    answers: createGuideAnswersRepository(db),
    reports: createGuideReportsRepository(db),
    stats: createGuideStatsRepository(db),
  }

  await app.register(guideSessionLinksPlugin)
  await registerRoutes(
    app,
    deps,
    [guideContentRoutes, guideSessionRoutes, guideReportRoutes, guideStyleRoutes],
    [GUIDE_SESSION_LINKS],
  )

  const purgeExpired = async () => {
    const purged = await purgeExpiredGuideSessions(deps)
    if (purged > 0) app.log.info({ event: 'guide.purge', sessions: purged }, 'expired guide sessions purged')
    return purged
  }
  app.decorate('guide', { catalog: deps.catalog, catalogs, purgeExpired })
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    await purgeExpired()
    timer = setInterval(() => {
      purgeExpired().catch((err: unknown) => app.log.error({ err }, 'guide purge failed'))
    }, GUIDE_PURGE_EVERY_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => clearInterval(timer))
  return guidePortOf(deps)
}
