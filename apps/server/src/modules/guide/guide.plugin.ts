import type { FastifyInstance } from 'fastify'
import type { Clock } from '../../lib/clock'
import { sealedBox } from '../../lib/sealed-box'
import { loadServerKey } from '../../lib/server-keys'
import { paths } from '../../paths'
import { listCrisisLines } from '../safety'
import { loadGuideCatalog, type GuideCatalog } from './content/guide-catalog'
import { readGuideContent } from './content/read-guide-content'
import { createGuideAnswersRepository } from './guide-answers.repository'
import type { GuideDeps } from './guide-deps'
import { guidePortOf } from './guide-port'
import { createGuideReportsRepository } from './guide-reports.repository'
import { createGuideSessionsRepository } from './guide-sessions.repository'
import { createGuideStatsRepository } from './guide-stats.repository'
import { adoptWhenAnswered } from './routes/guide-session-of'
import { guideContentRoutes } from './routes/content.routes'
import { guideReportRoutes } from './routes/report.routes'
import { guideSessionRoutes } from './routes/sessions.routes'
import { guideStyleRoutes } from './routes/styles.routes'
import { purgeExpiredGuideSessions } from './use-cases/purge-expired-guide-sessions'

/** How often expired guide sessions are purged (also once at start). */
export const GUIDE_PURGE_EVERY_MS = 60 * 60 * 1000

declare module 'fastify' {
  interface FastifyInstance {
    /** The guide's services, for jobs and tests. */
    guide: {
      catalog: GuideCatalog
      purgeExpired: () => Promise<number>
    }
  }
}

/**
 * The guide (SPEC §4): content from content/guide, sessions, answers, reports, statistics. Answers
 * what the comments on report sections ask of its sessions and sections (the returned port, wired by
 * app.ts; decision 051).
 */
export async function registerGuide(app: FastifyInstance, clock: Clock) {
  const { db } = app.database
  const deps: GuideDeps = {
    db,
    clock,
    catalog: await loadGuideCatalog(db, await readGuideContent(paths.content)),
    box: sealedBox(await loadServerKey(db, 'guide-session-keys')),
    crisisLines: await listCrisisLines(db),
    sessions: createGuideSessionsRepository(db),
    answers: createGuideAnswersRepository(db),
    reports: createGuideReportsRepository(db),
    stats: createGuideStatsRepository(db),
  }

  // Before the routes, so it is theirs (the section comments' routes, registered later, included):
  // a guide session used while signed in is linked on success only.
  app.addHook('onSend', async (request, reply, payload) => {
    await adoptWhenAnswered(request, reply.statusCode)
    return payload
  })
  await app.register(guideContentRoutes(deps))
  await app.register(guideSessionRoutes(deps))
  await app.register(guideReportRoutes(deps))
  await app.register(guideStyleRoutes(deps))

  const purgeExpired = async () => {
    const purged = await purgeExpiredGuideSessions(deps)
    if (purged > 0) app.log.info({ event: 'guide.purge', sessions: purged }, 'expired guide sessions purged')
    return purged
  }
  app.decorate('guide', { catalog: deps.catalog, purgeExpired })
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
