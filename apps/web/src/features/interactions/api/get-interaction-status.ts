import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  InteractionStatusResponseSchema,
  type InteractionStatusResponse,
} from '@kindred/contract/interactions'
import { INTERACTION_BATCH_MAX, INTERACTION_PATHS } from '@kindred/contract/interactions-constants'
import { apiRequest } from '@/lib/api-client'
import { createRequestBatcher, inGroupsOf } from '@/lib/request-batcher'
import { interactionKeys } from './keys'

export type MemoryStatus = InteractionStatusResponse['memories'][string]
export type CommentStatus = InteractionStatusResponse['comments'][string]

/** Your me too and love, with the counts, on up to 50 memories and 50 comments (signed in only). */
export function getInteractionStatus(shareableLinks: string[], commentIds: number[]) {
  return apiRequest(INTERACTION_PATHS.interactionStatus, {
    method: 'POST',
    body: { shareable_links: shareableLinks, comment_ids: commentIds },
    schema: InteractionStatusResponseSchema,
  })
}

/** A memory by its shareable link, a comment by its id. */
type Item = string | number
const isLink = (item: Item): item is string => typeof item === 'string'
const isComment = (item: Item): item is number => typeof item === 'number'

/** One call carries up to 50 links and, beside them, up to 50 comment ids. */
function sideBySide(items: Item[], max: number): Item[][] {
  const links = inGroupsOf(items.filter(isLink), max)
  const comments = inGroupsOf(items.filter(isComment), max)
  return Array.from({ length: Math.max(links.length, comments.length) }, (_, at) => [
    ...(links[at] ?? []),
    ...(comments[at] ?? []),
  ])
}

// Every card on a feed page and every comment on a memory ask in the same tick: one request.
const batcher = createRequestBatcher({
  max: INTERACTION_BATCH_MAX,
  group: sideBySide,
  send: (items: Item[]) => getInteractionStatus(items.filter(isLink), items.filter(isComment)),
})

/** One memory's state, under its own key, fetched together with everything else on screen. */
export const memoryStatusQueryOptions = (shareableLink: string) =>
  queryOptions({
    queryKey: interactionKeys.memoryStatus(shareableLink),
    queryFn: async (): Promise<MemoryStatus | null> =>
      (await batcher.load(shareableLink)).memories[shareableLink] ?? null,
  })

/** One comment's love and its count, the same way. */
export const commentStatusQueryOptions = (commentId: string) =>
  queryOptions({
    queryKey: interactionKeys.commentStatus(commentId),
    queryFn: async (): Promise<CommentStatus | null> =>
      (await batcher.load(Number(commentId))).comments[commentId] ?? null,
  })

export function useMemoryStatus(shareableLink: string, enabled: boolean) {
  return useQuery({ ...memoryStatusQueryOptions(shareableLink), enabled })
}

export function useCommentStatus(commentId: string, enabled: boolean) {
  return useQuery({ ...commentStatusQueryOptions(commentId), enabled })
}
