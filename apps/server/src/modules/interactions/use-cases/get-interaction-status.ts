import type { InteractionStatusResponse } from '@kindred/contract/interactions'
import { findReadableMemories } from '../../memories'
import type { InteractionsDeps } from '../interactions-deps'

/**
 * The person's me too and love on each memory with its counts, and their love on each comment with
 * its count (SPEC §6 batch status, ≤ 50 of each), so the feed itself can be cached for everyone.
 * Three statements whatever the numbers: the comments, the readable memories (those asked and
 * those the comments are on), the person's state on the memories. What they may not see is left out.
 */
export async function getInteractionStatus(
  deps: InteractionsDeps,
  person: number,
  links: readonly string[],
  commentIds: readonly number[],
): Promise<InteractionStatusResponse> {
  const comments = await deps.targets.commentStates(commentIds, person)
  const readable = await findReadableMemories(deps.db, person, [
    ...links,
    ...comments.map((comment) => comment.shareableLink),
  ])
  const asked = links.flatMap((link) => {
    const memory = readable.get(link)
    return memory ? [memory] : []
  })
  const states = await deps.status.memoryStates(
    asked.map((memory) => memory.id),
    person,
  )
  const byId = new Map(states.map((state) => [state.id, state]))

  const memories: InteractionStatusResponse['memories'] = {}
  for (const memory of asked) {
    const state = byId.get(memory.id)
    if (!state) continue
    memories[memory.shareableLink] = {
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
  for (const comment of comments) {
    if (readable.has(comment.shareableLink))
      byComment[String(comment.id)] = { love: comment.love, count: comment.loveCount }
  }
  return { memories, comments: byComment }
}
