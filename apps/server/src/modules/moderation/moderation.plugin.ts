import type { FastifyInstance } from 'fastify'
import type { Clock } from '../../lib/clock'
import { paths } from '../../paths'
import { loadReasonCatalog } from './content/report-reasons'
import type { ModerationDeps } from './moderation-deps'
import { createReportTargetsRepository } from './report-targets.repository'
import { reportRoutes } from './routes/reports.routes'

/** Reasons and reports (SPEC §6); the queue and its actions come with SPEC §10. */
export async function registerModeration(app: FastifyInstance, clock: Clock) {
  const { db } = app.database
  const deps: ModerationDeps = {
    db,
    clock,
    reasons: await loadReasonCatalog(db, paths.content),
    targets: createReportTargetsRepository(db),
  }
  await app.register(reportRoutes(deps))
}
