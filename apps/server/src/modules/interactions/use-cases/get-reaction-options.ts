import type { ReactionOption } from '@kindred/contract/interactions'
import type { Language } from '@kindred/contract/languages'
import { say } from '../../../lib/messages'
import type { InteractionsDeps } from '../interactions-deps'

/**
 * The reactions on offer (SPEC §6): me too, labelled with the person's empathy button text (SPEC §8;
 * the default option's for visitors and for people who never chose) in `language`, and love.
 */
export async function getReactionOptions(
  deps: InteractionsDeps,
  reader: number | null,
  language: Language,
): Promise<ReactionOption[]> {
  // The seed's button text when neither the person nor the preference options say otherwise.
  const label =
    (await deps.preferences.empathyLabel(reader, language)) ?? say('interactions.meTooLabel', language)
  return [
    { key: 'me_too', label, targets: ['memory'] },
    { key: 'love', label: say('interactions.loveLabel', language), targets: ['memory', 'comment', 'me_too'] },
  ]
}
