import { useMutation, useQueryClient } from '@tanstack/react-query'
import { MarkResponseSchema } from '@kindred/contract/notifications'
import { NOTIFICATION_PATHS } from '@kindred/contract/notifications-constants'
import { apiRequest } from '@/lib/api-client'
import { notificationKeys } from './keys'

/** Opened: marks one notification (of any family) read and seen. A state-changing GET (seed §7). */
export function markNotificationRead(id: number) {
  return apiRequest(NOTIFICATION_PATHS.read(id), { schema: MarkResponseSchema })
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: markNotificationRead,
    // Not awaited: the person is on their way to what the notification is about.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.summary })
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists })
    },
  })
}
