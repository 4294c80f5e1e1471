import { useMutation } from '@tanstack/react-query'
import { AppealResponseSchema, type AppealBody } from '@kindred/contract/moderation-appeals'
import { MODERATION_APPEAL_PATHS } from '@kindred/contract/moderation-appeals-constants'
import { apiRequest } from '@/lib/api-client'

/**
 * The author asks for a second look at a decision on their memory or comment (once): a moderator
 * other than the one who decided will restore it or keep the decision.
 */
export function sendAppeal(body: AppealBody) {
  return apiRequest(MODERATION_APPEAL_PATHS.appeal, { method: 'POST', body, schema: AppealResponseSchema })
}

export function useSendAppeal() {
  return useMutation({ mutationFn: sendAppeal })
}
