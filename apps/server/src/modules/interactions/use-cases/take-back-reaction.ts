import type { RemoveReactionBody } from '@kindred/contract/interactions'
import type { InteractionsDeps } from '../interactions-deps'
import { reactionResult, reactionTarget, type ReactionResult } from './reaction-target'

/**
 * Takes a me too or a love back (SPEC §6), idempotently: taking back what is not there answers the
 * same. The author's love back on a me-too is cleared.
 */
export async function takeBackReaction(
  deps: InteractionsDeps,
  person: number,
  body: RemoveReactionBody,
): Promise<ReactionResult> {
  const target = await reactionTarget(deps, person, body)
  switch (target.kind) {
    case 'memory':
      if (body.reaction === 'me_too') await deps.reactions.removeMeToo(target.memory.id, person)
      else await deps.reactions.removeMemoryLove(target.memory.id, person)
      break
    case 'comment':
      await deps.reactions.removeCommentLove(target.comment.id, person)
      break
    case 'me_too':
      await deps.reactions.setLovedBack(target.meToo.id, null)
      break
  }
  return reactionResult(deps, body, target, { active: false, created: false })
}
