import { Trans } from '@lingui/react/macro'
import type { EmailSettings } from '@kindred/contract/notifications-settings'
import { formatDateTime } from '@/lib/format-date'

/** Why email may not be arriving: turned off by a mail's link, or an address not confirmed yet. */
export function EmailNotes({ email }: { email: EmailSettings }) {
  const turnedOffOn = email.turned_off ? formatDateTime(email.turned_off.at) : ''
  return (
    <>
      {email.turned_off ? (
        <p className="rounded-xl bg-calm p-4">
          <Trans>
            Email was turned off on {turnedOffOn} by the unsubscribe link in one of our emails. Choose how you
            want email below to turn it on again.
          </Trans>
        </p>
      ) : null}
      {email.address_verified ? null : (
        <p className="rounded-xl bg-calm p-4">
          <Trans>
            Your email address is not confirmed yet, so Kindred sends no notifications to it. Confirm it with
            the link we sent you (you can ask for a new one under your account’s email below); your choices
            here apply from then on.
          </Trans>
        </p>
      )}
    </>
  )
}
