import { Card } from '@/components/ui/card'
import { FocusHeading } from '@/components/ui/focus-heading'
import { ResendLinkButton } from './resend-link-button'

/** The right password for an account whose email is not confirmed yet (403 EMAIL_NOT_VERIFIED). */
export function UnverifiedEmailNotice({ email }: { email: string }) {
  return (
    <Card className="flex flex-col gap-4 bg-calm">
      <FocusHeading>Please confirm your email first</FocusHeading>
      <p>
        When you created your account, we sent a link to <strong>{email}</strong>. Open it to confirm the
        address, and you will be signed in. The link works for 24 hours.
      </p>
      <p>If it has expired or you cannot find it, we can send a new one.</p>
      <ResendLinkButton email={email} />
    </Card>
  )
}
