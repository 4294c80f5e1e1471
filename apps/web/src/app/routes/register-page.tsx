import { Page } from '@/components/ui/page'
import { TextLink } from '@/components/ui/text-link'
import { GoogleSignIn } from '@/features/identity/components/google-sign-in'
import { RegisterForm } from '@/features/identity/components/register-form'

export function RegisterPage() {
  return (
    <Page
      title="Create an account"
      heading="Create an account"
      lead={
        <p>
          An account lets you share memories, keep your guide report across devices and connect with others.
          You choose a pseudonym; nobody sees your email.
        </p>
      }
    >
      <RegisterForm />
      <GoogleSignIn returnTo="/home" />
      <p>
        Already have an account? <TextLink to="/login">Sign in</TextLink>
      </p>
    </Page>
  )
}
