import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { FeedbackCatalog } from './content/feedback-catalog'
import type { FeedbackRepository } from './feedback.repository'
import type { ReactionsRepository } from './reactions.repository'
import type { StatusRepository } from './status.repository'
import type { TargetsRepository } from './targets.repository'
import type { VotesRepository } from './votes.repository'

/** What the interactions module's use cases and routes are built from (interactions.plugin.ts). */
export interface InteractionsDeps {
  db: Db
  clock: Clock
  phrases: FeedbackCatalog
  targets: TargetsRepository
  reactions: ReactionsRepository
  votes: VotesRepository
  feedback: FeedbackRepository
  status: StatusRepository
}
