import type { ReactionOption } from '@kindred/contract/interactions'
import { getEmpathyLabel } from '../../preferences'
import type { InteractionsDeps } from '../interactions-deps'

/** The seed's button text when neither the person nor the preference options say otherwise. */
const FALLBACK_ME_TOO_LABEL = 'Me too'

/**
 * The reactions on offer (SPEC §6): me too, labelled with the person's empathy button text (SPEC §8;
 * the default option's for visitors and for people who never chose), and love.
 */
export async function getReactionOptions(
  deps: InteractionsDeps,
  reader: number | null,
): Promise<ReactionOption[]> {
  const label = (await getEmpathyLabel(deps.db, reader)) ?? FALLBACK_ME_TOO_LABEL
  return [
    { key: 'me_too', label, targets: ['memory'] },
    { key: 'love', label: 'Love', targets: ['memory', 'comment', 'me_too'] },
  ]
}
