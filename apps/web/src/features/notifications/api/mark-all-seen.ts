import { useMutation, useQueryClient } from '@tanstack/react-query'
import { MarkResponseSchema } from '@kindred/contract/notifications'
import { NOTIFICATION_PATHS } from '@kindred/contract/notifications-constants'
import { apiRequest } from '@/lib/api-client'
import { notificationKeys } from './keys'

/** Clears the bell: every family's unseen notifications become seen. A state-changing GET (seed §7). */
export function markAllNotificationsSeen() {
  return apiRequest(NOTIFICATION_PATHS.allSeen, { schema: MarkResponseSchema })
}

export function useMarkAllNotificationsSeen() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markAllNotificationsSeen,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.summary }),
  })
}
