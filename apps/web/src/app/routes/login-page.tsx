import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useLocation, useSearchParams } from 'react-router'
import { Page } from '@/components/ui/page'
import { TextLink } from '@/components/ui/text-link'
import { GoogleSignIn } from '@/features/identity/components/google-sign-in'
import { LoginForm } from '@/features/identity/components/login-form'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { SharedDeviceChoice } from '@/features/safety/components/shared-device-choice'
import { useCompleteSignIn } from '../hooks/use-session-navigation'
import { returnPathFrom } from '../return-path'
import { loginNoticeIn } from './login-notices'

const GOOGLE_UNVERIFIED = msg`Google has not confirmed that email address, so we could not use it to sign you in. Please sign in with your email and password instead.`
const GOOGLE_FAILED = msg`Signing in with Google did not work this time. Please try again, or sign in with your email.`

// The server sends failed Google sign-ins back here as ?error=google or ?error=google-unverified.
function googleProblem(code: string | null) {
  if (!code?.startsWith('google')) return null
  return code === 'google-unverified' ? GOOGLE_UNVERIFIED : GOOGLE_FAILED
}

export function LoginPage() {
  const location = useLocation()
  const [params] = useSearchParams()
  const returnTo = returnPathFrom(location.state)
  const onSignedIn = useCompleteSignIn(returnTo)
  const signedIn = useCookieStore((state) => state.signedIn)
  const notice = loginNoticeIn(location.state)
  const problem = googleProblem(params.get('error'))
  const { t } = useLingui()

  return (
    <Page
      title={t`Sign in`}
      heading={t`Sign in`}
      lead={
        <p>
          <Trans>Welcome back. You do not need an account to take the guide or to read memories.</Trans>
        </p>
      }
    >
      {notice ? (
        <p role="status" className="rounded-2xl bg-calm px-5 py-4 font-semibold">
          {t(notice)}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="rounded-2xl border-2 border-danger px-5 py-4 font-semibold">
          {t(problem)}
        </p>
      ) : null}
      {signedIn ? (
        <p>
          <Trans>
            You are already signed in. <TextLink to="/home">Go to your space</TextLink>
          </Trans>
        </p>
      ) : null}
      {/* Before signing in, so that who is signed in is kept in this tab only from the start. */}
      <SharedDeviceChoice />
      <LoginForm onSignedIn={onSignedIn} />
      <p>
        <TextLink to="/auth/reset-password">
          <Trans>Forgot your password?</Trans>
        </TextLink>
      </p>
      <GoogleSignIn returnTo={returnTo} />
      <p>
        <Trans>
          New here? <TextLink to="/register">Create an account</TextLink>
        </Trans>
      </p>
    </Page>
  )
}
