import { ComingSoon } from '@/components/ui/coming-soon'
import { Page } from '@/components/ui/page'
import { TextLink } from '@/components/ui/text-link'
import { AccountSettings } from '@/features/auth/components/account/account-settings'
import { useCookieStore } from '@/features/auth/stores/cookie-store'
import { showNotice } from '@/lib/notices'
import { useSignedOutHere } from '../hooks/use-session-navigation'

export const ACCOUNT_DELETED_NOTICE =
  'Your account has been deleted, with everything in it. Thank you for having been part of Kindred. Take good care of yourself.'

export function SettingsPage() {
  const signedIn = useCookieStore((state) => state.signedIn)
  const signedOutHere = useSignedOutHere()
  const onDeleted = () => {
    signedOutHere()
    showNotice(ACCOUNT_DELETED_NOTICE)
  }
  return (
    <Page
      title="Settings"
      heading="Settings"
      lead={<p>Theme and text size are at the top of every page, and they are remembered on this device.</p>}
    >
      {signedIn ? (
        <AccountSettings onSignedOut={signedOutHere} onDeleted={onDeleted} />
      ) : (
        <p>
          To change your email or password, see where you are signed in, or delete your account,{' '}
          <TextLink to="/login" state={{ from: '/settings' }}>
            sign in
          </TextLink>{' '}
          first.
        </p>
      )}
      <ComingSoon
        items={[
          'Safety filters: the kinds of content you would rather see folded away',
          'The words on your empathy button, such as "Me too" or "I hear you"',
        ]}
      />
    </Page>
  )
}
