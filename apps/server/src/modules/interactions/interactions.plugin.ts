import type { FastifyInstance } from 'fastify'
import type { Clock } from '../../lib/clock'
import type { PersonalData } from '../../lib/personal-data'
import { paths } from '../../paths'
import { loadFeedbackCatalogs } from './content/feedback-catalog'
import { createFeedbackRepository } from './feedback.repository'
import { interactionsPersonalData } from './interactions-personal-data'
import type { InteractionsDeps, PreferencesPort } from './interactions-deps'
import { createReactionsRepository } from './reactions.repository'
import { feedbackRoutes } from './routes/feedback.routes'
import { reactionRoutes } from './routes/reactions.routes'
import { statusRoutes } from './routes/status.routes'
import { voteRoutes } from './routes/votes.routes'
import { createStatusRepository } from './status.repository'
import { createTargetsRepository } from './targets.repository'
import { createVotesRepository } from './votes.repository'
import { registerRoutes } from '../../plugins/route-options'

/**
 * Me too, love and love back, votes, supportive feedback and the batch status calls (SPEC §6). The
 * me too is labelled with the person's empathy button text, which `preferences` gives. Adds its part
 * of a person's data, which names the phrases they gave in the export's language.
 */
export async function registerInteractions(
  app: FastifyInstance,
  clock: Clock,
  preferences: PreferencesPort,
  personalData: PersonalData,
) {
  const { db } = app.database
  const phrasesIn = await loadFeedbackCatalogs(db, paths.content)
  personalData.add(interactionsPersonalData(phrasesIn))
  const deps: InteractionsDeps = {
    db,
    clock,
    phrases: phrasesIn.en,
    phrasesIn,
    preferences,
    targets: createTargetsRepository(db),
    reactions: createReactionsRepository(db),
    votes: createVotesRepository(db),
    feedback: createFeedbackRepository(db),
    status: createStatusRepository(db),
  }
  await registerRoutes(app, deps, [reactionRoutes, voteRoutes, feedbackRoutes, statusRoutes])
}
