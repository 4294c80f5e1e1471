import type { FastifyInstance } from 'fastify'
import type { Clock } from '../../lib/clock'
import { paths } from '../../paths'
import { loadFeedbackCatalog, readFeedbackPhrases } from './content/feedback-catalog'
import { createFeedbackRepository } from './feedback.repository'
import type { InteractionsDeps } from './interactions-deps'
import { createReactionsRepository } from './reactions.repository'
import { feedbackRoutes } from './routes/feedback.routes'
import { reactionRoutes } from './routes/reactions.routes'
import { statusRoutes } from './routes/status.routes'
import { voteRoutes } from './routes/votes.routes'
import { createStatusRepository } from './status.repository'
import { createTargetsRepository } from './targets.repository'
import { createVotesRepository } from './votes.repository'
import { registerRoutes } from '../../plugins/route-options'

/** Me too, love and love back, votes, supportive feedback and the batch status calls (SPEC §6). */
export async function registerInteractions(app: FastifyInstance, clock: Clock) {
  const { db } = app.database
  const deps: InteractionsDeps = {
    db,
    clock,
    phrases: await loadFeedbackCatalog(db, await readFeedbackPhrases(paths.content)),
    targets: createTargetsRepository(db),
    reactions: createReactionsRepository(db),
    votes: createVotesRepository(db),
    feedback: createFeedbackRepository(db),
    status: createStatusRepository(db),
  }
  await registerRoutes(app, deps, [reactionRoutes, voteRoutes, feedbackRoutes, statusRoutes])
}
