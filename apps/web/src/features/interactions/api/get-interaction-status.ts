import { queryOptions, useQuery } from '@tanstack/react-query'
import { INTERACTION_PATHS, InteractionStatusResponseSchema } from '@kindred/contract/interactions'
import { apiRequest } from '@/lib/api-client'
import { createInteractionStatusBatcher } from '../lib/status-batcher'
import { interactionKeys } from './keys'

/** Your me too and love, with the counts, on up to 50 memories and 50 comments (signed in only). */
export function getInteractionStatus(shareableLinks: string[], commentIds: number[]) {
  return apiRequest(INTERACTION_PATHS.interactionStatus, {
    method: 'POST',
    body: { shareable_links: shareableLinks, comment_ids: commentIds },
    schema: InteractionStatusResponseSchema,
  })
}

const batcher = createInteractionStatusBatcher(getInteractionStatus)

/** One memory's state, under its own key, fetched together with everything else on screen. */
export const memoryStatusQueryOptions = (shareableLink: string) =>
  queryOptions({
    queryKey: interactionKeys.memoryStatus(shareableLink),
    queryFn: () => batcher.loadMemory(shareableLink),
  })

/** One comment's love and its count, the same way. */
export const commentStatusQueryOptions = (commentId: string) =>
  queryOptions({
    queryKey: interactionKeys.commentStatus(commentId),
    queryFn: () => batcher.loadComment(Number(commentId)),
  })

export function useMemoryStatus(shareableLink: string, enabled: boolean) {
  return useQuery({ ...memoryStatusQueryOptions(shareableLink), enabled })
}

export function useCommentStatus(commentId: string, enabled: boolean) {
  return useQuery({ ...commentStatusQueryOptions(commentId), enabled })
}
