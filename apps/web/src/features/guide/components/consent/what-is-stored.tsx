import { GUIDE_SESSION_DAYS } from '@kindred/contract/guide-constants'
import { TextLink } from '@/components/ui/text-link'
import { useDeviceStorageStore } from '@/lib/device-storage'
import { useGuideEnvironment } from '../guide-context'

/** The plain facts a person agrees to: what is kept, where, for how long, and what the guide is not. */
export function WhatIsStored({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      <h3 className="text-xl font-semibold">What we keep, and for how long</h3>
      <ul className="flex list-disc flex-col gap-2 pl-6">
        <li>
          Your answers, and the report made from them.{' '}
          {signedIn
            ? 'Because you are signed in, they are linked to your account, so you can carry on from another device.'
            : 'You do not need an account: they are linked to a private key kept only in this browser.'}
        </li>
        <li>
          They are kept for {GUIDE_SESSION_DAYS} days after your last visit, then deleted automatically.
        </li>
        <li>You can delete them yourself at any time, with the &ldquo;Delete my answers&rdquo; button.</li>
        <li>If you leave a comment on your report, others can read it. It never shows your answers.</li>
      </ul>
      <WhatThisBrowserKeeps signedIn={signedIn} />
      <h3 className="text-xl font-semibold">What the guide is not</h3>
      <p>
        It is not a test and not a diagnosis. It shows what research found about large groups of people; it
        cannot say what will happen to you.
      </p>
      <h3 className="text-xl font-semibold">If this gets heavy</h3>
      <p>
        You can skip any question or choose &ldquo;I&rsquo;d rather not say&rdquo;, and stop whenever you
        like. If you would like someone to talk to now, the <TextLink to="/help">help page</TextLink> lists
        free, confidential crisis lines.
      </p>
    </>
  )
}

/** Said as it is for the choice made now: where the browser keeps things, and what no page can remove. */
function WhatThisBrowserKeeps({ signedIn }: { signedIn: boolean }) {
  const shared = useDeviceStorageStore((state) => state.shared)
  const { sharedDeviceChoice } = useGuideEnvironment()
  return (
    <>
      <h3 className="text-xl font-semibold">What this browser keeps</h3>
      <ul className="flex list-disc flex-col gap-2 pl-6">
        {shared ? (
          <li>
            In this tab only, until you close it: the key to your answers, a copy of them, where you are in
            the guide, and your theme and text size. Quick exit forgets them at once.
          </li>
        ) : (
          <li>
            The key to your answers, a copy of them and where you are in the guide, until you delete your
            answers or sign out; your theme and text size, if you change them. Anyone using this browser could
            open the guide and see your answers.
          </li>
        )}
        <li>
          Its history lists the pages you open here. No web page can remove them from it: a private window
          keeps no history once it is closed.
        </li>
        <li>
          {signedIn
            ? 'You are signed in, so the browser also keeps'
            : 'If you sign in, the browser also keeps'}{' '}
          cookies for that, which no web page can remove itself: signing out or Quick exit ends them (unless
          you chose to stay signed in after a quick exit), except one that recognises this browser at your
          next sign-in, which stays until you clear this site&rsquo;s cookies in your browser&rsquo;s
          settings, or leave with Quick exit on a shared device.
        </li>
      </ul>
      {sharedDeviceChoice}
    </>
  )
}
