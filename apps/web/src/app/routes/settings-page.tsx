import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Page } from '@/components/ui/page'
import { TextLink } from '@/components/ui/text-link'
import { InteractionSettings } from '@/features/connections/components/interaction-settings'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { NotificationSettings } from '@/features/notifications/components/notification-settings'
import { EmailSettings } from '@/features/notifications/components/settings/email-settings'
import { PushSettings } from '@/features/notifications/components/settings/push-settings'
import { PreferenceSettings } from '@/features/preferences/components/preference-settings'
import { PreferencesProvider } from '@/features/preferences/hooks/preferences-context'
import { QuickExitSettings } from '@/features/safety/components/quick-exit-settings'
import { showNotice } from '@/lib/notices'
import { AccountSettings } from './account-settings'
import { useSignedOutHere } from '../hooks/use-session-navigation'

export const ACCOUNT_DELETED_NOTICE = msg`Your account has been deleted, with everything in it. Thank you for having been part of Kindred. Take good care of yourself.`

export function SettingsPage() {
  const { t } = useLingui()
  const signedIn = useCookieStore((state) => state.signedIn)
  const signedOutHere = useSignedOutHere()
  const onDeleted = () => {
    signedOutHere()
    showNotice(ACCOUNT_DELETED_NOTICE)
  }
  return (
    <Page
      title={t`Settings`}
      heading={t`Settings`}
      lead={
        <p>
          <Trans>
            Theme and text size are also at the top of every page (behind Menu on a small screen), and this
            browser remembers them.
          </Trans>
        </p>
      }
    >
      <PreferencesProvider signedIn={signedIn}>
        <PreferenceSettings />
      </PreferencesProvider>
      <QuickExitSettings />
      {signedIn ? <NotificationSettings /> : null}
      {signedIn ? <EmailSettings /> : null}
      {signedIn ? <PushSettings /> : null}
      {signedIn ? <InteractionSettings /> : null}
      {signedIn ? (
        <AccountSettings onSignedOut={signedOutHere} onDeleted={onDeleted} />
      ) : (
        <p>
          <Trans>
            To change your email or password, see where you are signed in, or delete your account,{' '}
            <TextLink to="/login" state={{ from: '/settings' }}>
              sign in
            </TextLink>{' '}
            first.
          </Trans>
        </p>
      )}
    </Page>
  )
}
