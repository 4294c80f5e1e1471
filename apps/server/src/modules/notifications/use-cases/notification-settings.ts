import { NOTIFICATION_TYPES, type NotificationType } from '@kindred/contract/notifications'
import {
  EMAIL_BATCH_WINDOW_MS,
  type EmailMode,
  type EmailSettings,
  type NotificationSettings,
  type NotificationSettingsPatch,
} from '@kindred/contract/notifications-settings'
import { nextDigestAt } from '../email/digest-time'
import { NO_EMAIL_SETTINGS, type EmailSettingsValues } from '../email/email.repository'
import type { NotificationsDeps } from '../notifications-deps'

const choices = (muted: Set<NotificationType>) =>
  NOTIFICATION_TYPES.map((type) => ({ type, enabled: !muted.has(type) }))

const changesOf = (types: Partial<Record<NotificationType, boolean | undefined>> | undefined) =>
  Object.entries(types ?? {}).filter(
    (entry): entry is [NotificationType, boolean] => typeof entry[1] === 'boolean',
  )

/** Every type and whether the person wants it in the app and by mail (no choice stored: on), and how mail comes. */
export async function getNotificationSettings(
  deps: NotificationsDeps,
  userId: number,
): Promise<NotificationSettings> {
  const [muted, emailMuted, stored, person] = await Promise.all([
    deps.notifications.mutedTypes(userId),
    deps.email.mutedTypes(userId),
    deps.email.settings(userId),
    deps.personById(userId),
  ])
  const settings = stored ?? NO_EMAIL_SETTINGS
  const email: EmailSettings = {
    mode: settings.mode as EmailMode,
    detailed: settings.detailed,
    digest_hour: settings.digestHour,
    time_zone: settings.timeZone,
    types: choices(emailMuted),
    address_verified: person?.emailVerifiedAt != null,
    turned_off:
      settings.turnedOffAt === null
        ? null
        : { at: settings.turnedOffAt.toISOString(), by: 'unsubscribe_link' },
  }
  return { types: choices(muted), email }
}

/**
 * Turns types on or off (in the app; by mail) and changes how mail comes. Choosing a mode clears
 * what a link turned off. Turning mail on starts after everything there is now (decision 053: no
 * flood of old things); a daily digest is always due at the next digest hour; leaving daily for
 * immediate sends what the day gathered after one batch window.
 */
export async function updateNotificationSettings(
  deps: NotificationsDeps,
  userId: number,
  patch: NotificationSettingsPatch,
): Promise<NotificationSettings> {
  const now = deps.clock.now()
  await deps.notifications.setTypes(userId, changesOf(patch.types), now)
  const change = patch.email
  if (change) {
    await deps.db.transaction(async (tx) => {
      const before = (await deps.email.settings(userId, tx)) ?? NO_EMAIL_SETTINGS
      const values: EmailSettingsValues = {}
      if (change.detailed !== undefined) values.detailed = change.detailed
      if (change.digest_hour !== undefined) values.digestHour = change.digest_hour
      if (change.time_zone !== undefined) values.timeZone = change.time_zone
      const mode = change.mode ?? (before.mode as EmailMode)
      if (change.mode !== undefined) {
        values.mode = change.mode
        values.turnedOffAt = null
        values.turnedOffBy = null
        if (before.mode === 'off' && mode !== 'off') {
          values.emailedThrough = await deps.email.latestEvent(tx, userId)
        }
      }
      if (mode === 'daily') {
        values.dueAt = nextDigestAt(
          now,
          values.digestHour ?? before.digestHour,
          values.timeZone ?? before.timeZone,
        )
      } else if (mode === 'off') {
        values.dueAt = null
      } else if (before.mode === 'daily') {
        values.dueAt = new Date(now.getTime() + EMAIL_BATCH_WINDOW_MS)
      }
      await deps.email.save(tx, userId, values, changesOf(change.types), now)
    })
  }
  return getNotificationSettings(deps, userId)
}
