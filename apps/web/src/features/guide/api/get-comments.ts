import { queryOptions, useQuery } from '@tanstack/react-query'
import { GuideCommentListResponseSchema } from '@kindred/contract/guide-comments'
import { guideRequest } from './guide-request'
import { guideKeys } from './keys'

/** Seed §9: guide comments are read 100 at a time, first page. */
export const COMMENT_LIMIT = 100

/** Comments on one report section; the session marks the person's own (`mine`). */
export function getComments(sessionId: string, sectionSlug: string) {
  return guideRequest('/comments/list/', {
    query: { limit: COMMENT_LIMIT, page: 1, session_id: sessionId, section_slug: sectionSlug },
    schema: GuideCommentListResponseSchema,
  })
}

export const commentsQueryOptions = (sessionId: string, sectionSlug: string) =>
  queryOptions({
    queryKey: guideKeys.comments(sessionId, sectionSlug),
    queryFn: () => getComments(sessionId, sectionSlug),
  })

export function useComments(sessionId: string, sectionSlug: string) {
  return useQuery(commentsQueryOptions(sessionId, sectionSlug))
}
