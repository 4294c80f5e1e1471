import { useMutation } from '@tanstack/react-query'
import { NOTIFICATION_PATHS } from '@kindred/contract/notifications-constants'
import { UnsubscribeResultSchema } from '@kindred/contract/notifications-settings'
import { apiRequest } from '@/lib/api-client'

/**
 * Turns email off with the token of a mail's unsubscribe link (RFC 8058's one-click POST): no session
 * is needed, and an answer about the token is this page's to explain, not the app's to act on.
 */
export function unsubscribeEmail(token: string) {
  return apiRequest(NOTIFICATION_PATHS.emailUnsubscribe, {
    method: 'POST',
    query: { token },
    schema: UnsubscribeResultSchema,
    globalErrors: false,
  })
}

export function useUnsubscribeEmail() {
  return useMutation({ mutationFn: unsubscribeEmail })
}
