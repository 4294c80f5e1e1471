import { ComingSoon } from '@/components/ui/coming-soon'
import { Page } from '@/components/ui/page'
import { TextLink } from '@/components/ui/text-link'
import { ConnectionsPanel } from '@/features/connections/components/connections-panel'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { MyMemories } from '@/features/memories/components/mine/my-memories'
import { LatestNotifications } from '@/features/notifications/components/latest-notifications'
import { WithMemoriesEnvironment } from '../memories-environment'

export function HomePage() {
  const signedIn = useCookieStore((state) => state.signedIn)
  return (
    <Page
      title="Your space"
      heading="Your space"
      lead={<p>Everything that is yours on Kindred, in one place.</p>}
    >
      {signedIn ? (
        <>
          <LatestNotifications />
          <WithMemoriesEnvironment>
            <MyMemories />
          </WithMemoriesEnvironment>
          <ConnectionsPanel />
        </>
      ) : (
        <p>
          This page is for people with an account. <TextLink to="/login">Sign in</TextLink> to see it, or
          carry on without one: the guide and memories work for everyone.
        </p>
      )}
      <ComingSoon
        items={[
          'Your guide report, if you took the guide while signed in',
          'The replies your memories received',
        ]}
      />
    </Page>
  )
}
