import type { FeedbackTarget } from '@kindred/contract/interactions-content'
import type { Language } from '@kindred/contract/languages'
import type { CatalogPhrase } from '../content/feedback-catalog'
import type { InteractionsDeps } from '../interactions-deps'

/**
 * The phrases offered for a memory or a comment (SPEC §6): enabled ones that apply, in file order,
 * in `language`.
 */
export function listFeedbackPhrases(
  deps: InteractionsDeps,
  type: FeedbackTarget,
  language: Language,
): CatalogPhrase[] {
  return deps.phrasesIn[language].phrases.filter(
    (phrase) => !phrase.disabled && phrase.appliesTo.includes(type),
  )
}
