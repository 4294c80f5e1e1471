import { VerifyEmail } from '@/features/identity/components/verify-email'
import { EmailLinkPage } from '../email-link-page'
import { useCompleteSignIn } from '../hooks/use-session-navigation'

/** Said on the page the link leads to, whether or not someone was signed in before. */
export const EMAIL_VERIFIED_NOTICE =
  'Your email address is verified, and you are signed in. If you take the guide now, your answers are kept with your account, so you can carry on from any device.'

export function VerifyEmailPage() {
  const onSignedIn = useCompleteSignIn('/home', EMAIL_VERIFIED_NOTICE)
  return (
    <EmailLinkPage
      title="Confirm your email"
      heading="Confirm your email"
      lead={<p>This is where the link in your welcome email brings you.</p>}
    >
      <VerifyEmail onSignedIn={onSignedIn} />
    </EmailLinkPage>
  )
}
