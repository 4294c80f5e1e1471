import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { NotificationType } from '@kindred/contract/notifications'
import type { NotificationSettingsPatch } from '@kindred/contract/notifications-settings'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { SaveStatus } from '@/components/ui/save-status'
import { SettingsSection } from '@/components/ui/settings-section'
import { useNotificationSettings } from '../api/get-notification-settings'
import { useUpdateNotificationSettings } from '../api/update-notification-settings'

/** Each type as the person would say it: "tell me when …" (translated where it is shown). */
export const TYPE_LABELS: Record<NotificationType, MessageDescriptor> = {
  me_too: msg`Someone says me too to my memory`,
  love_back: msg`The author sends love back for my me too`,
  memory_love: msg`Someone sends love to my memory`,
  comment: msg`Someone comments on my memory`,
  reply: msg`Someone replies to my comment`,
  comment_love: msg`Someone sends love to my comment`,
  vote: msg`My memory resonates with someone`,
  feedback: msg`Someone sends me kind words`,
  connection_request: msg`Someone asks to connect with me`,
  connection_accepted: msg`Someone accepts my request to connect`,
}

function TypeChoices() {
  const { t } = useLingui()
  const settings = useNotificationSettings()
  const update = useUpdateNotificationSettings()
  const id = useId()
  // The box a person just changed shows the change at once, in the same render as the click: a
  // controlled checkbox whose new value only arrives with the mutation's next render would flick back.
  const [changing, setChanging] = useState<NotificationSettingsPatch['types']>({})
  if (settings.isPending) return <LoadingStatus>{t`Loading your choices…`}</LoadingStatus>
  if (settings.isError)
    return (
      <LoadError
        what={t({ message: 'your choices', comment: 'Ends the sentence “We could not load …”.' })}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    )
  // While a change is on its way, the box shows it; if it fails, it goes back and says so.
  const pending: NonNullable<NotificationSettingsPatch['types']> = (update.isPending && changing) || {}
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 font-semibold">
        <Trans>Tell me when…</Trans>
      </legend>
      {settings.data.types.map(({ type, enabled }) => (
        <div key={type} className="flex items-start gap-3">
          <input
            id={`${id}-${type}`}
            type="checkbox"
            checked={pending[type] ?? enabled}
            disabled={update.isPending}
            onChange={(event) => {
              const types = { [type]: event.target.checked }
              setChanging(types)
              update.mutate({ types })
            }}
            className="mt-1 size-6 shrink-0 accent-brand dark:accent-brand-soft"
          />
          <label htmlFor={`${id}-${type}`}>{t(TYPE_LABELS[type])}</label>
        </div>
      ))}
      <SaveStatus saving={update} />
    </fieldset>
  )
}

/** /settings: which notifications the person gets, one choice per type, saved as it changes. */
export function NotificationSettings() {
  const { t } = useLingui()
  return (
    <SettingsSection heading={t`Notifications`}>
      <p>
        <Trans>
          Turning one off stops new notifications of that kind. The ones you already have stay on your
          notifications page.
        </Trans>
      </p>
      <TypeChoices />
    </SettingsSection>
  )
}
