import { NOTIFICATION_PATHS } from '@kindred/contract/notifications-constants'
import { NotificationSettingsSchema } from '@kindred/contract/notifications-settings'
import { fixedRead } from '@/lib/fixed-read'
import { notificationKeys } from './keys'

/** Each notification type and whether the person wants it. */
export const {
  get: getNotificationSettings,
  options: notificationSettingsQueryOptions,
  useRead: useNotificationSettings,
} = fixedRead(NOTIFICATION_PATHS.settings, { schema: NotificationSettingsSchema }, notificationKeys.settings)
