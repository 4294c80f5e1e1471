import { Trans, useLingui } from '@lingui/react/macro'
import { Page } from '@/components/ui/page'
import { TextLink } from '@/components/ui/text-link'
import { GoogleSignIn } from '@/features/identity/components/google-sign-in'
import { RegisterForm } from '@/features/identity/components/register-form'

export function RegisterPage() {
  const { t } = useLingui()
  return (
    <Page
      title={t`Create an account`}
      heading={t`Create an account`}
      lead={
        <p>
          <Trans>
            An account lets you share memories, keep your guide report across devices and connect with others.
            You choose a pseudonym; nobody sees your email.
          </Trans>
        </p>
      }
    >
      <RegisterForm />
      <GoogleSignIn returnTo="/home" />
      <p>
        <Trans>
          Already have an account? <TextLink to="/login">Sign in</TextLink>
        </Trans>
      </p>
    </Page>
  )
}
