import { GUIDE_SESSION_DAYS } from '@kindred/contract/guide'
import { TextLink } from '@/components/ui/text-link'

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
