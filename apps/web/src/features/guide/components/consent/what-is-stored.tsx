import { Trans } from '@lingui/react/macro'
import { GUIDE_SESSION_DAYS } from '@kindred/contract/guide-constants'
import { TextLink } from '@/components/ui/text-link'
import { useDeviceStorageStore } from '@/lib/device-storage'
import { useGuideEnvironment } from '../guide-context'

/** The plain facts a person agrees to: what is kept, where, for how long, and what the guide is not. */
export function WhatIsStored({ signedIn }: { signedIn: boolean }) {
  const days = GUIDE_SESSION_DAYS
  return (
    <>
      <h3 className="text-xl font-semibold">
        <Trans>What we keep, and for how long</Trans>
      </h3>
      <ul className="flex list-disc flex-col gap-2 pl-6">
        <li>
          {signedIn ? (
            <Trans>
              Your answers, and the report made from them. Because you are signed in, they are linked to your
              account, so you can carry on from another device.
            </Trans>
          ) : (
            <Trans>
              Your answers, and the report made from them. You do not need an account: they are linked to a
              private key kept only in this browser.
            </Trans>
          )}
        </li>
        <li>
          <Trans>They are kept for {days} days after your last visit, then deleted automatically.</Trans>
        </li>
        <li>
          <Trans>You can delete them yourself at any time, with the “Delete my answers” button.</Trans>
        </li>
        <li>
          <Trans>
            If you leave a comment on your report, others can read it. It never shows your answers.
          </Trans>
        </li>
      </ul>
      <WhatThisBrowserKeeps signedIn={signedIn} />
      <h3 className="text-xl font-semibold">
        <Trans>What the guide is not</Trans>
      </h3>
      <p>
        <Trans>
          It is not a test and not a diagnosis. It shows what research found about large groups of people; it
          cannot say what will happen to you.
        </Trans>
      </p>
      <h3 className="text-xl font-semibold">
        <Trans>If this gets heavy</Trans>
      </h3>
      <p>
        <Trans>
          You can skip any question or choose “I’d rather not say”, and stop whenever you like. If you would
          like someone to talk to now, the <TextLink to="/help">help page</TextLink> lists free, confidential
          crisis lines.
        </Trans>
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
      <h3 className="text-xl font-semibold">
        <Trans>What this browser keeps</Trans>
      </h3>
      <ul className="flex list-disc flex-col gap-2 pl-6">
        {shared ? (
          <li>
            <Trans>
              In this tab only, until you close it: the key to your answers, a copy of them, where you are in
              the guide, and your theme and text size. Quick exit forgets them at once.
            </Trans>
          </li>
        ) : (
          <li>
            <Trans>
              The key to your answers, a copy of them and where you are in the guide, until you delete your
              answers or sign out; your theme and text size, if you change them. Anyone using this browser
              could open the guide and see your answers.
            </Trans>
          </li>
        )}
        <li>
          <Trans>
            Its history lists the pages you open here. No web page can remove them from it: a private window
            keeps no history once it is closed.
          </Trans>
        </li>
        <li>
          {signedIn ? (
            <Trans>
              You are signed in, so the browser also keeps cookies for that, which no web page can remove
              itself: signing out or Quick exit ends them (unless you chose to stay signed in after a quick
              exit), except one that recognises this browser at your next sign-in, which stays until you clear
              this site’s cookies in your browser’s settings, or leave with Quick exit on a shared device.
            </Trans>
          ) : (
            <Trans>
              If you sign in, the browser also keeps cookies for that, which no web page can remove itself:
              signing out or Quick exit ends them (unless you chose to stay signed in after a quick exit),
              except one that recognises this browser at your next sign-in, which stays until you clear this
              site’s cookies in your browser’s settings, or leave with Quick exit on a shared device.
            </Trans>
          )}
        </li>
      </ul>
      {sharedDeviceChoice}
    </>
  )
}
