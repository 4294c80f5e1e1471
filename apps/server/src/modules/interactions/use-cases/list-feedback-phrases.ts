import type { FeedbackTarget } from '@kindred/contract/interactions-content'
import type { CatalogPhrase } from '../content/feedback-catalog'
import type { InteractionsDeps } from '../interactions-deps'

/** The phrases offered for a memory or a comment (SPEC §6): enabled ones that apply, in file order. */
export function listFeedbackPhrases(deps: InteractionsDeps, type: FeedbackTarget): CatalogPhrase[] {
  return deps.phrases.phrases.filter((phrase) => !phrase.disabled && phrase.appliesTo.includes(type))
}
