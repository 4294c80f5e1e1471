import { Trans, useLingui } from '@lingui/react/macro'
import type { NotificationSettings } from '@kindred/contract/notifications-settings'
import { LoadError } from '@/components/ui/load-error'
import { LoadingStatus } from '@/components/ui/loading-status'
import { SaveStatus } from '@/components/ui/save-status'
import { SettingsSection } from '@/components/ui/settings-section'
import { useNotificationSettings } from '../../api/get-notification-settings'
import { DetailedEmailChoice } from './detailed-email-choice'
import { DigestTime } from './digest-time'
import { EmailModeChoices } from './email-mode-choices'
import { EmailNotes } from './email-notes'
import { EmailTypeChoices } from './email-type-choices'
import { useEmailChoices } from './use-email-choices'

function EmailChoices({ saved }: { saved: NotificationSettings }) {
  const choices = useEmailChoices(saved)
  const { mode } = choices.email
  return (
    <>
      <EmailNotes email={saved.email} />
      <EmailModeChoices choices={choices} />
      {mode === 'daily' ? <DigestTime choices={choices} /> : null}
      {mode === 'off' ? null : <EmailTypeChoices choices={choices} />}
      {mode === 'off' ? null : <DetailedEmailChoice choices={choices} />}
      <SaveStatus saving={choices.update} />
    </>
  )
}

/** /settings: whether and when Kindred emails about new things, and what such an email shows. */
export function EmailSettings() {
  const { t } = useLingui()
  const settings = useNotificationSettings()
  // The subject the server gives every such mail (EMAIL_SUBJECT in the contract), in the shown language.
  const subject = t`Something new for you on Kindred`
  return (
    <SettingsSection heading={t`Email`}>
      <p>
        <Trans>
          An email from Kindred says “{subject}” and how many new things there are (for example “3 new”), with
          one link to open Kindred. It never shows a name, a memory, a tag or anyone’s words, unless you
          choose otherwise below.
        </Trans>
      </p>
      {settings.isPending ? <LoadingStatus>{t`Loading your choices…`}</LoadingStatus> : null}
      {settings.isError ? (
        <LoadError
          what={t({ message: 'your choices', comment: 'Ends the sentence “We could not load …”.' })}
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : null}
      {settings.data ? <EmailChoices saved={settings.data} /> : null}
    </SettingsSection>
  )
}
