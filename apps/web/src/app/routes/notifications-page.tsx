import { Page } from '@/components/ui/page'
import { TextLink } from '@/components/ui/text-link'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { NotificationsScreen } from '@/features/notifications/components/notifications-screen'

export function NotificationsPage() {
  const signedIn = useCookieStore((state) => state.signedIn)
  return (
    <Page
      title="Notifications"
      heading="Notifications"
      lead={<p>What people said and sent in response to you, newest first. Open one to go to it.</p>}
    >
      {signedIn ? (
        <NotificationsScreen />
      ) : (
        <p>
          Notifications are for people with an account.{' '}
          <TextLink to="/login" state={{ from: '/home/notifications' }}>
            Sign in
          </TextLink>{' '}
          to see yours.
        </p>
      )}
    </Page>
  )
}
