import { useQuery } from '@tanstack/react-query'
import { GuideCommentVotesResponseSchema } from '@kindred/contract/comments-sections'
import { useSectionHost, type SectionCommentsHost } from '../hooks/section-host'
import { commentKeys } from './keys'

/** The comments this session has marked helpful ("vote-page-load"), as a set of ids. */
export async function listSectionVotes(request: SectionCommentsHost['request'], sessionId: string) {
  const { results } = await request('/vote-page-load/', {
    query: { session_id: sessionId },
    schema: GuideCommentVotesResponseSchema,
  })
  return new Set(results.map((vote) => vote.comment_id))
}

export function useSectionVotes(sessionId: string) {
  const { request } = useSectionHost()
  return useQuery({
    queryKey: commentKeys.sectionVotes(sessionId),
    queryFn: () => listSectionVotes(request, sessionId),
  })
}
