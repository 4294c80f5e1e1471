import { queryOptions, useQuery } from '@tanstack/react-query'
import { FeedbackSummarySchema } from '@kindred/contract/interactions'
import { INTERACTION_PATHS } from '@kindred/contract/interactions-constants'
import { apiRequest } from '@/lib/api-client'
import { interactionKeys, type FeedbackSubject } from './keys'

/** How often each phrase was given to a memory or a comment, and the ones you gave. */
export function getUserFeedback(subject: FeedbackSubject) {
  return apiRequest(INTERACTION_PATHS.userFeedback, {
    query:
      subject.kind === 'memory'
        ? { shareable_link: subject.shareableLink }
        : { comment_id: subject.commentId },
    schema: FeedbackSummarySchema,
  })
}

export const userFeedbackQueryOptions = (subject: FeedbackSubject) =>
  queryOptions({
    queryKey: interactionKeys.userFeedback(subject),
    queryFn: () => getUserFeedback(subject),
  })

export function useUserFeedback(subject: FeedbackSubject, enabled = true) {
  return useQuery({ ...userFeedbackQueryOptions(subject), enabled })
}
