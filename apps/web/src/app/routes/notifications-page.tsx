import { Trans, useLingui } from '@lingui/react/macro'
import { Page } from '@/components/ui/page'
import { TextLink } from '@/components/ui/text-link'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { NotificationsScreen } from '@/features/notifications/components/notifications-screen'

export function NotificationsPage() {
  const signedIn = useCookieStore((state) => state.signedIn)
  const { t } = useLingui()
  return (
    <Page
      title={t`Notifications`}
      heading={t`Notifications`}
      lead={
        <p>
          <Trans>What people said and sent in response to you, newest first. Open one to go to it.</Trans>
        </p>
      }
    >
      {signedIn ? (
        <NotificationsScreen />
      ) : (
        <p>
          <Trans>
            Notifications are for people with an account.{' '}
            <TextLink to="/login" state={{ from: '/home/notifications' }}>
              Sign in
            </TextLink>{' '}
            to see yours.
          </Trans>
        </p>
      )}
    </Page>
  )
}
