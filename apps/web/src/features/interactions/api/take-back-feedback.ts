import { useMutation } from '@tanstack/react-query'
import { FeedbackResponseSchema, type FeedbackBody } from '@kindred/contract/interactions'
import { INTERACTION_PATHS } from '@kindred/contract/interactions-constants'
import { apiRequest } from '@/lib/api-client'
import { OWN_CODES } from './keys'

/** Takes a phrase back (idempotent); answers the counts after. */
export function takeBackFeedback(body: FeedbackBody) {
  return apiRequest(INTERACTION_PATHS.feedback, {
    method: 'DELETE',
    body,
    schema: FeedbackResponseSchema,
    ownCodes: OWN_CODES,
  })
}

export function useTakeBackFeedback() {
  return useMutation({ mutationFn: takeBackFeedback })
}
