import { NotificationSummarySchema } from '@kindred/contract/notifications'
import { NOTIFICATION_PATHS } from '@kindred/contract/notifications-constants'
import { fixedRead } from '@/lib/fixed-read'
import { notificationKeys } from './keys'

/** The unseen notifications of each family and in all: the bell's count. */
export const {
  get: getNotificationSummary,
  options: notificationSummaryQueryOptions,
  useRead: useNotificationSummary,
} = fixedRead(NOTIFICATION_PATHS.summary, { schema: NotificationSummarySchema }, notificationKeys.summary)
