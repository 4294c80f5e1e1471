import type { FastifyInstance } from 'fastify'
import type { Clock } from '../../lib/clock'
import { sealedBox } from '../../lib/sealed-box'
import { loadServerKey } from '../../lib/server-keys'
import { paths } from '../../paths'
import { createHelpRepository } from '../help/help.repository'
import { loadGuideCatalog, type GuideCatalog } from './content/guide-catalog'
import { readGuideContent } from './content/read-guide-content'
import { createGuideAnswers } from './guide-answers'
import { createGuideComments } from './guide-comments'
import { createGuideReports } from './guide-reports'
import type { GuideDeps } from './guide-deps'
import { createGuideSessions } from './guide-sessions'
import { guideCommentRoutes } from './routes/comments.routes'
import { guideContentRoutes } from './routes/content.routes'
import { guideReportRoutes } from './routes/report.routes'
import { guideSessionRoutes } from './routes/sessions.routes'
import { guideStyleRoutes } from './routes/styles.routes'

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

/** The guide (SPEC §4): content from content/guide, sessions, answers, reports, comments, statistics. */
export async function registerGuide(app: FastifyInstance, clock: Clock) {
  const { db } = app.database
  const catalog = await loadGuideCatalog(db, await readGuideContent(paths.content))
  const box = sealedBox(await loadServerKey(db, 'guide-session-keys'))
  const sessions = createGuideSessions({ db, clock, box })
  const answers = createGuideAnswers({ db, clock, catalog })
  const crisisLines = await createHelpRepository(db).listCrisisLines()
  const reports = createGuideReports({ db, clock, catalog, answers, sessions, crisisLines })
  const comments = createGuideComments({ db, clock, catalog })
  const deps: GuideDeps = { db, clock, catalog, sessions, answers, reports, comments }

  await app.register(guideContentRoutes(deps))
  await app.register(guideSessionRoutes(deps))
  await app.register(guideReportRoutes(deps))
  await app.register(guideCommentRoutes(deps))
  await app.register(guideStyleRoutes(deps))

  const purgeExpired = async () => {
    const purged = await sessions.purgeExpired()
    if (purged > 0) app.log.info({ event: 'guide.purge', sessions: purged }, 'expired guide sessions purged')
    return purged
  }
  app.decorate('guide', { catalog, purgeExpired })
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    await purgeExpired()
    timer = setInterval(() => {
      purgeExpired().catch((err: unknown) => app.log.error({ err }, 'guide purge failed'))
    }, GUIDE_PURGE_EVERY_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => clearInterval(timer))
  return deps
}
