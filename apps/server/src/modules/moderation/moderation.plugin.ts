import type { FastifyInstance } from 'fastify'
import type { Clock } from '../../lib/clock'
import type { Subjects } from '../../lib/subjects'
import type { InLanguages } from '../../content/content-languages'
import type { ReasonCatalog } from './content/report-reasons'
import type { ModerationDeps } from './moderation-deps'
import { createAppealsRepository } from './appeals.repository'
import { createQueueRepository } from './queue.repository'
import { moderatorRoutes } from './routes/moderators.routes'
import { appealRoutes } from './routes/appeals.routes'
import { queueRoutes } from './routes/queue.routes'
import { suspensionRoutes } from './routes/suspensions.routes'
import { reportRoutes } from './routes/reports.routes'
import { registerRoutes } from '../../plugins/route-options'

/**
 * Reasons and reports (SPEC §6); the moderators' queue, decisions and log (SPEC §10); who moderates
 * (SPEC §3.1). The reasons are loaded before (`loadReasons`): the modules registered earlier name a
 * decision's rule with them.
 */
export async function registerModeration(
  app: FastifyInstance,
  clock: Clock,
  subjects: Subjects,
  reasonsIn: InLanguages<ReasonCatalog>,
) {
  const { db } = app.database
  const deps: ModerationDeps = {
    db,
    clock,
    reasons: reasonsIn.en,
    reasonsIn,
    subjects,
    queue: createQueueRepository(db),
    appeals: createAppealsRepository(db),
  }
  await registerRoutes(app, deps, [
    reportRoutes,
    queueRoutes,
    appealRoutes,
    suspensionRoutes,
    moderatorRoutes,
  ])
}
