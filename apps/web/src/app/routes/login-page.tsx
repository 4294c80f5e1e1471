import { useLocation, useSearchParams } from 'react-router'
import { Page } from '@/components/ui/page'
import { TextLink } from '@/components/ui/text-link'
import { GoogleSignIn } from '@/features/identity/components/google-sign-in'
import { LoginForm } from '@/features/identity/components/login-form'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { SharedDeviceChoice } from '@/features/safety/components/shared-device-choice'
import { useCompleteSignIn } from '../hooks/use-session-navigation'
import { returnPathFrom } from '../return-path'

// The server sends failed Google sign-ins back here as ?error=google or ?error=google-unverified.
function googleProblem(code: string | null): string | null {
  if (!code?.startsWith('google')) return null
  if (code === 'google-unverified')
    return 'Google has not confirmed that email address, so we could not use it to sign you in. Please sign in with your email and password instead.'
  return 'Signing in with Google did not work this time. Please try again, or sign in with your email.'
}

export function LoginPage() {
  const location = useLocation()
  const [params] = useSearchParams()
  const returnTo = returnPathFrom(location.state)
  const onSignedIn = useCompleteSignIn(returnTo)
  const signedIn = useCookieStore((state) => state.signedIn)
  const notice = (location.state as { notice?: unknown } | null)?.notice
  const problem = googleProblem(params.get('error'))

  return (
    <Page
      title="Sign in"
      heading="Sign in"
      lead={<p>Welcome back. You do not need an account to take the guide or to read memories.</p>}
    >
      {typeof notice === 'string' ? (
        <p role="status" className="rounded-2xl bg-calm px-5 py-4 font-semibold">
          {notice}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="rounded-2xl border-2 border-danger px-5 py-4 font-semibold">
          {problem}
        </p>
      ) : null}
      {signedIn ? (
        <p>
          You are already signed in. <TextLink to="/home">Go to your space</TextLink>
        </p>
      ) : null}
      {/* Before signing in, so that who is signed in is kept in this tab only from the start. */}
      <SharedDeviceChoice />
      <LoginForm onSignedIn={onSignedIn} />
      <p>
        <TextLink to="/auth/reset-password">Forgot your password?</TextLink>
      </p>
      <GoogleSignIn returnTo={returnTo} />
      <p>
        New here? <TextLink to="/register">Create an account</TextLink>
      </p>
    </Page>
  )
}
