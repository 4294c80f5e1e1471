import { Trans, useLingui } from '@lingui/react/macro'
import { Page } from '@/components/ui/page'
import { TextLink } from '@/components/ui/text-link'
import { ConnectionsPanel } from '@/features/connections/components/connections-panel'
import { YourGuide } from '@/features/guide/components/home/your-guide'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { MyMemories } from '@/features/memories/components/mine/my-memories'
import { LatestNotifications } from '@/features/notifications/components/latest-notifications'
import { WithMemoriesEnvironment } from '../memories-environment'

/**
 * A member's space. Signed out, it says what the space holds and how to sign in to see one's own,
 * coming back here after (issue 34: no "Coming soon" on a page anyone can reach).
 */
export function HomePage() {
  const signedIn = useCookieStore((state) => state.signedIn)
  const { t } = useLingui()
  return (
    <Page
      title={t`Your space`}
      heading={t`Your space`}
      lead={
        <p>
          <Trans>Everything that is yours on Kindred, in one place.</Trans>
        </p>
      }
    >
      {signedIn ? (
        <>
          <LatestNotifications />
          <WithMemoriesEnvironment>
            <MyMemories />
          </WithMemoriesEnvironment>
          <ConnectionsPanel />
          <YourGuide />
        </>
      ) : (
        <SignedOutSpace />
      )}
    </Page>
  )
}

function SignedOutSpace() {
  return (
    <section aria-labelledby="space-signed-out" className="flex flex-col gap-4">
      <h2 id="space-signed-out" className="text-2xl font-semibold">
        <Trans>What you find here once signed in</Trans>
      </h2>
      <ul className="flex list-disc flex-col gap-2 pl-6">
        <li>
          <Trans>News about your memories and your connections: a “Me too”, a comment, a request.</Trans>
        </li>
        <li>
          <Trans>The memories you shared, and the ones you keep in your journal for yourself.</Trans>
        </li>
        <li>
          <Trans>The people you are connected with, and the requests waiting for your answer.</Trans>
        </li>
        <li>
          <Trans>Your guide, to carry on or to open its report on any device.</Trans>
        </li>
      </ul>
      <p>
        <Trans>
          <TextLink to="/login" state={{ from: '/home' }}>
            Sign in to see your space
          </TextLink>{' '}
          or <TextLink to="/register">create an account</TextLink>. You can also carry on without one: the
          guide and memories work for everyone.
        </Trans>
      </p>
    </section>
  )
}
