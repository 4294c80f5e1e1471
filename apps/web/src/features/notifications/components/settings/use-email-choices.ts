import { useState } from 'react'
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
  // The change is kept here in the same render as the click: the mutation's own state arrives a
  // render later, and a controlled radio or box would flick back to the saved value until then.
  const [changing, setChanging] = useState<EmailPatch>({})
  const pending: EmailPatch = update.isPending ? changing : {}
  const email: EmailSettings = {
    ...saved.email,
    ...pending,
    types: saved.email.types.map(({ type, enabled }) => ({
      type,
      enabled: pending.types?.[type] ?? enabled,
    })),
  }
  const change = (patch: EmailPatch) => {
    setChanging(patch)
    update.mutate({ email: patch })
  }
  return { email, change, update, busy: update.isPending }
}

export type EmailChoices = ReturnType<typeof useEmailChoices>
