import type { ReactionRequest } from '@kindred/contract/interactions'
import type { InteractionsDeps } from '../interactions-deps'
import { anonymousByDefault } from '../../preferences'
import { commentNotFound, memoryNotFound, whileItExists } from './find-target'
import { reactionResult, reactionTarget, type ReactionResult } from './reaction-target'

/**
 * Gives a me too or a love (SPEC §6), idempotently: giving again answers the same and changes
 * nothing. A second me too keeps the first as it was (its note and anonymity are never changed by a
 * repeated request, which might otherwise reveal an anonymous giver); take it back to change it.
 */
export async function giveReaction(
  deps: InteractionsDeps,
  person: number,
  body: ReactionRequest,
): Promise<ReactionResult> {
  const target = await reactionTarget(deps, person, body)
  const at = deps.clock.now()
  // A me too without `anonymous` follows the giver's default: without their name (decision 057).
  const anonymous = body.reaction === 'me_too' && (await anonymousByDefault(deps.db, person, body.anonymous))
  let created: boolean
  switch (target.kind) {
    case 'memory': {
      const memoryId = target.memory.id
      created = await whileItExists(
        () =>
          body.reaction === 'me_too'
            ? deps.reactions.addMeToo({
                memoryId,
                userId: person,
                note: body.note ? body.note : null,
                anonymous,
                at,
              })
            : deps.reactions.addMemoryLove(memoryId, person, at),
        memoryNotFound,
      )
      break
    }
    case 'comment': {
      const commentId = target.comment.id
      created = await whileItExists(
        () => deps.reactions.addCommentLove(commentId, person, at),
        commentNotFound,
      )
      break
    }
    case 'me_too':
      created = !target.meToo.lovedBack
      await deps.reactions.setLovedBack(target.meToo.id, at)
      break
  }
  return reactionResult(deps, body, target, { active: true, created })
}
