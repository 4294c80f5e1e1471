import { queryOptions, useQuery } from '@tanstack/react-query'
import { NotificationSummarySchema } from '@kindred/contract/notifications'
import { NOTIFICATION_PATHS } from '@kindred/contract/notifications-constants'
import { apiRequest } from '@/lib/api-client'
import { notificationKeys } from './keys'

/** The unseen notifications of each family and in all: the bell's count. */
export function getNotificationSummary() {
  return apiRequest(NOTIFICATION_PATHS.summary, { schema: NotificationSummarySchema })
}

export const notificationSummaryQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.summary, queryFn: getNotificationSummary })

export function useNotificationSummary() {
  return useQuery(notificationSummaryQueryOptions())
}
