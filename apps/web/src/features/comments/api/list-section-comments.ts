import { queryOptions, useQuery } from '@tanstack/react-query'
import { GuideCommentListResponseSchema } from '@kindred/contract/comments-sections'
import { useSectionHost, type SectionCommentsHost } from '../hooks/section-host'
import { commentKeys } from './keys'

/** Seed §9: guide comments are read 100 at a time, first page. */
export const COMMENT_LIMIT = 100

/** Comments on one report section; the session marks the person's own (`mine`). */
export function listSectionComments(
  request: SectionCommentsHost['request'],
  sessionId: string,
  sectionSlug: string,
) {
  return request('/comments/list/', {
    query: { limit: COMMENT_LIMIT, page: 1, session_id: sessionId, section_slug: sectionSlug },
    schema: GuideCommentListResponseSchema,
  })
}

export type SectionCommentList = Awaited<ReturnType<typeof listSectionComments>>

export function useSectionComments(sessionId: string, sectionSlug: string) {
  const { request } = useSectionHost()
  return useQuery(
    queryOptions({
      queryKey: commentKeys.sectionList(sessionId, sectionSlug),
      queryFn: () => listSectionComments(request, sessionId, sectionSlug),
    }),
  )
}
