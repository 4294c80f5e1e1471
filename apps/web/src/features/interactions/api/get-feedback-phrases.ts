import { queryOptions, useQuery } from '@tanstack/react-query'
import { FeedbackListResponseSchema } from '@kindred/contract/interactions'
import { INTERACTION_PATHS } from '@kindred/contract/interactions-constants'
import type { FeedbackTarget } from '@kindred/contract/interactions-content'
import { apiRequest } from '@/lib/api-client'
import { interactionKeys } from './keys'

/** The short supportive phrases offered for a memory or a comment, in the content file's order. */
export function getFeedbackPhrases(type: FeedbackTarget) {
  return apiRequest(INTERACTION_PATHS.feedbackList, { query: { type }, schema: FeedbackListResponseSchema })
}

export const feedbackPhrasesQueryOptions = (type: FeedbackTarget) =>
  queryOptions({
    queryKey: interactionKeys.feedbackPhrases(type),
    queryFn: () => getFeedbackPhrases(type),
    // Content: it changes with a release, not while someone reads.
    staleTime: 30 * 60_000,
  })

export function useFeedbackPhrases(type: FeedbackTarget, enabled = true) {
  return useQuery({ ...feedbackPhrasesQueryOptions(type), enabled })
}
