import { NOTIFICATION_PATHS } from '@kindred/contract/notifications-constants'
import {
  NotificationSettingsSchema,
  type NotificationSettings,
  type NotificationSettingsPatch,
} from '@kindred/contract/notifications-settings'
import { settingsUpdate } from '@/lib/settings-update'
import { notificationKeys } from './keys'

/** Turns some types on or off; answers every type as it now is. */
export const { update: updateNotificationSettings, useUpdate: useUpdateNotificationSettings } =
  settingsUpdate<NotificationSettingsPatch, NotificationSettings>(
    NOTIFICATION_PATHS.settings,
    { schema: NotificationSettingsSchema },
    notificationKeys.settings,
  )
