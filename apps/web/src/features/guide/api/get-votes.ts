import { queryOptions, useQuery } from '@tanstack/react-query'
import { GuideCommentVotesResponseSchema } from '@kindred/contract/guide-comments'
import { guideRequest } from './guide-request'
import { guideKeys } from './keys'

/** The comments this session has marked helpful ("vote-page-load"), as a set of ids. */
export async function getVotes(sessionId: string) {
  const { results } = await guideRequest('/vote-page-load/', {
    query: { session_id: sessionId },
    schema: GuideCommentVotesResponseSchema,
  })
  return new Set(results.map((vote) => vote.comment_id))
}

export const votesQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: guideKeys.votes(sessionId), queryFn: () => getVotes(sessionId) })

export function useVotes(sessionId: string) {
  return useQuery(votesQueryOptions(sessionId))
}
