import type { ReactionRequest, RemoveReactionBody } from '@kindred/contract/interactions'
import type { MemoryAccess } from '../../../access'
import type { InteractionsDeps } from '../interactions-deps'
import type { CommentTarget, MeTooTarget } from '../targets.repository'
import { meTooNotFound, othersComment, othersMemory } from './find-target'

/** What a reaction is given to, once the person was found allowed to see it and react to it. */
export type ReactionTarget =
  | { kind: 'memory'; memory: MemoryAccess }
  | { kind: 'comment'; comment: CommentTarget }
  | { kind: 'me_too'; meToo: MeTooTarget }

/**
 * The thing a give or take back names (SPEC §6): another person's memory the person may read (their
 * own → 403), another person's comment they may see (their own → 403), or a me-too on their own
 * memory (love back: only its author sees me-toos, so anyone else gets 404).
 */
export async function reactionTarget(
  deps: InteractionsDeps,
  person: number,
  body: RemoveReactionBody,
): Promise<ReactionTarget> {
  switch (body.target) {
    case 'memory':
      return { kind: 'memory', memory: await othersMemory(deps, person, body.shareable_link!) }
    case 'comment':
      return {
        kind: 'comment',
        comment: await othersComment(deps, person, body.comment_id!, 'interactions.ownCommentLove'),
      }
    case 'me_too': {
      const meToo = await deps.targets.meTooOnMemoryOf(body.me_too_id!, person)
      if (!meToo) throw meTooNotFound()
      return { kind: 'me_too', meToo }
    }
  }
}

/** The counts a reaction's answer carries, read after the write: the memory's, or the comment's. */
async function countsAfter(deps: InteractionsDeps, target: ReactionTarget) {
  switch (target.kind) {
    case 'memory':
      return deps.reactions.memoryCounts(target.memory.id)
    case 'me_too':
      return deps.reactions.memoryCounts(target.meToo.memoryId)
    case 'comment':
      return { love: await deps.reactions.commentLoveCount(target.comment.id) }
  }
}

export type ReactionCounts = Awaited<ReturnType<typeof countsAfter>>

export interface ReactionResult {
  reaction: ReactionRequest['reaction']
  target: ReactionRequest['target']
  active: boolean
  counts: ReactionCounts
  /** Whether this call made it (201) or it was there already (200). */
  created: boolean
}

/** The answer to a give or a take back: what it named, where it stands now, and the counts after it. */
export async function reactionResult(
  deps: InteractionsDeps,
  body: RemoveReactionBody,
  target: ReactionTarget,
  outcome: { active: boolean; created: boolean },
): Promise<ReactionResult> {
  return {
    reaction: body.reaction,
    target: body.target,
    active: outcome.active,
    counts: await countsAfter(deps, target),
    created: outcome.created,
  }
}
