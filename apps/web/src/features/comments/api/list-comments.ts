import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { COMMENT_PATHS, CommentListResponseSchema } from '@kindred/contract/comments'
import { apiRequest } from '@/lib/api-client'
import { commentKeys } from './keys'

/** One page of a memory's comments (ten top-level comments, each with its replies). */
export function listComments(shareableLink: string, page: number) {
  return apiRequest(COMMENT_PATHS.list(shareableLink, page), { schema: CommentListResponseSchema })
}

export const commentsQueryOptions = (shareableLink: string) =>
  infiniteQueryOptions({
    queryKey: commentKeys.list(shareableLink),
    queryFn: ({ pageParam }) => listComments(shareableLink, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_next ? last.page + 1 : undefined),
  })

/** "Show more comments" adds the next page below the ones already read. */
export function useComments(shareableLink: string) {
  return useInfiniteQuery(commentsQueryOptions(shareableLink))
}
