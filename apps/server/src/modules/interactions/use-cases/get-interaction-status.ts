import type { InteractionStatusResponse } from '@kindred/contract/interactions'
import type { InteractionsDeps } from '../interactions-deps'

/**
 * The person's me too and love on each memory with its counts, and their love on each comment with
 * its count (SPEC §6 batch status, ≤ 50 of each), so the feed itself can be cached for everyone.
 * One statement whatever the numbers (decision 066): the memories they may read with their state,
 * and the comments they may see on memories they may read. What they may not see is left out.
 */
export async function getInteractionStatus(
  deps: InteractionsDeps,
  person: number,
  links: readonly string[],
  commentIds: readonly number[],
): Promise<InteractionStatusResponse> {
  const { memories: states, comments } = await deps.status.reactionStates(links, commentIds, person)
  const byLink = new Map(states.map((state) => [state.shareable_link, state]))
  const memories: InteractionStatusResponse['memories'] = {}
  for (const link of new Set(links)) {
    const state = byLink.get(link)
    if (!state) continue
    memories[link] = {
      me_too: state.me_too,
      love: state.love,
      counts: {
        me_too: state.me_too_count,
        love: state.love_count,
        comments: state.comment_count,
        votes: state.vote_count,
      },
    }
  }
  const byComment: InteractionStatusResponse['comments'] = {}
  for (const comment of comments)
    byComment[String(comment.id)] = { love: comment.love, count: comment.loveCount }
  return { memories, comments: byComment }
}
