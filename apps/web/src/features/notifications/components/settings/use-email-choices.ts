import type {
  EmailSettings,
  NotificationSettings,
  NotificationSettingsPatch,
} from '@kindred/contract/notifications-settings'
import { useUpdateNotificationSettings } from '../../api/update-notification-settings'

export type EmailPatch = NonNullable<NotificationSettingsPatch['email']>

/**
 * The email choices as the screen shows them: what is saved, with the change on its way laid over it
 * (a control shows a click at once; if saving fails, it goes back and says so), and `change` to save one.
 */
export function useEmailChoices(saved: NotificationSettings) {
  const update = useUpdateNotificationSettings()
  const pending: EmailPatch = (update.isPending ? update.variables?.email : undefined) ?? {}
  const email: EmailSettings = {
    ...saved.email,
    ...pending,
    types: saved.email.types.map(({ type, enabled }) => ({
      type,
      enabled: pending.types?.[type] ?? enabled,
    })),
  }
  const change = (patch: EmailPatch) => update.mutate({ email: patch })
  return { email, change, update, busy: update.isPending }
}

export type EmailChoices = ReturnType<typeof useEmailChoices>
