import { useInfiniteQuery } from '@tanstack/react-query'
import { CommentListResponseSchema } from '@kindred/contract/comments'
import { COMMENT_PATHS } from '@kindred/contract/comments-constants'
import { apiRequest } from '@/lib/api-client'
import { pagedQueryOptions } from '@/lib/paged-query'
import { commentKeys } from './keys'

/** One page of a memory's comments (ten top-level comments, each with its replies). */
export function listComments(shareableLink: string, page: number) {
  return apiRequest(COMMENT_PATHS.list(shareableLink, page), { schema: CommentListResponseSchema })
}

export const commentsQueryOptions = (shareableLink: string) =>
  pagedQueryOptions(commentKeys.list(shareableLink), (page) => listComments(shareableLink, page))

/** "Show more comments" adds the next page below the ones already read. */
export function useComments(shareableLink: string) {
  return useInfiniteQuery(commentsQueryOptions(shareableLink))
}
