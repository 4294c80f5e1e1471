import { NOTIFICATION_TYPES, type NotificationType } from '@kindred/contract/notifications'
import type {
  NotificationSettings,
  NotificationSettingsPatch,
} from '@kindred/contract/notifications-settings'
import type { NotificationsDeps } from '../notifications-deps'

/** Every type and whether the person wants it (no choice stored: on). */
export async function getNotificationSettings(
  deps: NotificationsDeps,
  userId: number,
): Promise<NotificationSettings> {
  const muted = await deps.notifications.mutedTypes(userId)
  return { types: NOTIFICATION_TYPES.map((type) => ({ type, enabled: !muted.has(type) })) }
}

/** Turns the given types on or off; a type turned off is not created from then on. */
export async function updateNotificationSettings(
  deps: NotificationsDeps,
  userId: number,
  patch: NotificationSettingsPatch,
): Promise<NotificationSettings> {
  const changes = Object.entries(patch.types).filter(
    (entry): entry is [NotificationType, boolean] => typeof entry[1] === 'boolean',
  )
  await deps.notifications.setTypes(userId, changes, deps.clock.now())
  return getNotificationSettings(deps, userId)
}
