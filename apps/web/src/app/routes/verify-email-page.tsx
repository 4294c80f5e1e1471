import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { VerifyEmail } from '@/features/identity/components/verify-email'
import { EmailLinkPage } from '../email-link-page'
import { useCompleteSignIn } from '../hooks/use-session-navigation'

/** Said on the page the link leads to, whether or not someone was signed in before. */
export const EMAIL_VERIFIED_NOTICE = msg`Your email address is verified, and you are signed in. If you take the guide now, your answers are kept with your account, so you can carry on from any device.`

export function VerifyEmailPage() {
  const onSignedIn = useCompleteSignIn('/home', EMAIL_VERIFIED_NOTICE)
  const { t } = useLingui()
  return (
    <EmailLinkPage
      title={t`Confirm your email`}
      heading={t`Confirm your email`}
      lead={
        <p>
          <Trans>This is where the link in your welcome email brings you.</Trans>
        </p>
      }
    >
      <VerifyEmail onSignedIn={onSignedIn} />
    </EmailLinkPage>
  )
}
