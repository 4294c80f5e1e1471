import type { FastifyInstance } from 'fastify'
import type { Clock } from '../../lib/clock'
import { paths } from '../../paths'
import { loadReasonCatalog } from './content/report-reasons'
import type { ModerationDeps } from './moderation-deps'
import { createQueueRepository } from './queue.repository'
import { createReportTargetsRepository } from './report-targets.repository'
import { queueRoutes } from './routes/queue.routes'
import { reportRoutes } from './routes/reports.routes'

/** Reasons and reports (SPEC §6); the moderators' queue, decisions and log (SPEC §10). */
export async function registerModeration(app: FastifyInstance, clock: Clock) {
  const { db } = app.database
  const deps: ModerationDeps = {
    db,
    clock,
    reasons: await loadReasonCatalog(db, paths.content),
    targets: createReportTargetsRepository(db),
    queue: createQueueRepository(db),
  }
  await app.register(reportRoutes(deps))
  await app.register(queueRoutes(deps))
}
