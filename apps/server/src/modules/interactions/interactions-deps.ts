import type { Db } from '../../db/client'
import type { Language } from '@kindred/contract/languages'
import type { Clock } from '../../lib/clock'
import type { InLanguages } from '../../content/content-languages'
import type { FeedbackCatalog } from './content/feedback-catalog'
import type { FeedbackRepository } from './feedback.repository'
import type { ReactionsRepository } from './reactions.repository'
import type { StatusRepository } from './status.repository'
import type { TargetsRepository } from './targets.repository'
import type { VotesRepository } from './votes.repository'

/**
 * What interactions ask the preferences module (decision 077, handed over by app.ts): the words of
 * a person's empathy button (a visitor's: the default's) in a language, null when none is offered.
 */
export interface PreferencesPort {
  empathyLabel(userId: number | null, language: Language): Promise<string | null>
}

/** What the interactions module's use cases and routes are built from (interactions.plugin.ts). */
export interface InteractionsDeps {
  db: Db
  clock: Clock
  /** The feedback phrases in English, for the rules (which are offered, for what); words from `phrasesIn`. */
  phrases: FeedbackCatalog
  /** The feedback phrases in each language, with the same ids (decision 083). */
  phrasesIn: InLanguages<FeedbackCatalog>
  preferences: PreferencesPort
  targets: TargetsRepository
  reactions: ReactionsRepository
  votes: VotesRepository
  feedback: FeedbackRepository
  status: StatusRepository
}
