import { Trans } from '@lingui/react/macro'
import { Card } from '@/components/ui/card'
import { FocusHeading } from '@/components/ui/focus-heading'
import { ResendLinkButton } from './resend-link-button'

/** The right password for an account whose email is not confirmed yet (403 EMAIL_NOT_VERIFIED). */
export function UnverifiedEmailNotice({ email }: { email: string }) {
  return (
    <Card className="flex flex-col gap-4 bg-calm">
      <FocusHeading>
        <Trans>Please confirm your email first</Trans>
      </FocusHeading>
      <p>
        <Trans>
          When you created your account, we sent a link to <strong>{email}</strong>. Open it to confirm the
          address, and you will be signed in. The link works for 24 hours.
        </Trans>
      </p>
      <p>
        <Trans>If it has expired or you cannot find it, we can send a new one.</Trans>
      </p>
      <ResendLinkButton email={email} />
    </Card>
  )
}
