import { useMutation } from '@tanstack/react-query'
import { FeedbackResponseSchema, type FeedbackBody } from '@kindred/contract/interactions'
import { INTERACTION_PATHS } from '@kindred/contract/interactions-constants'
import { apiRequest } from '@/lib/api-client'
import { OWN_CODES } from './keys'

/** Gives a phrase to another person's memory or comment (idempotent); answers the counts after. */
export function giveFeedback(body: FeedbackBody) {
  return apiRequest(INTERACTION_PATHS.feedback, {
    method: 'POST',
    body,
    schema: FeedbackResponseSchema,
    ownCodes: OWN_CODES,
  })
}

export function useGiveFeedback() {
  return useMutation({ mutationFn: giveFeedback })
}
