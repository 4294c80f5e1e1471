import { queryOptions, useQuery } from '@tanstack/react-query'
import { NOTIFICATION_PATHS } from '@kindred/contract/notifications-constants'
import { NotificationSettingsSchema } from '@kindred/contract/notifications-settings'
import { apiRequest } from '@/lib/api-client'
import { notificationKeys } from './keys'

/** Each notification type and whether the person wants it. */
export function getNotificationSettings() {
  return apiRequest(NOTIFICATION_PATHS.settings, { schema: NotificationSettingsSchema })
}

export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.settings, queryFn: getNotificationSettings })

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions())
}
