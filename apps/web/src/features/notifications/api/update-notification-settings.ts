import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  NOTIFICATION_PATHS,
  NotificationSettingsSchema,
  type NotificationSettingsPatch,
} from '@kindred/contract/notifications'
import { apiRequest } from '@/lib/api-client'
import { notificationKeys } from './keys'

/** Turns some types on or off; answers every type as it now is. */
export function updateNotificationSettings(patch: NotificationSettingsPatch) {
  return apiRequest(NOTIFICATION_PATHS.settings, {
    method: 'PATCH',
    body: patch,
    schema: NotificationSettingsSchema,
  })
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateNotificationSettings,
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings, settings),
  })
}
