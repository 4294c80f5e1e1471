import { Trans } from '@lingui/react/macro'
import { googleStartUrl } from '../api/google-start'
import { useProviders } from '../api/get-providers'
import { useCookieStore } from '../stores/cookie-store'

/**
 * "Continue with Google", shown only when the server offers it. A normal link: the server sends
 * the browser to Google and back to `returnTo`. The login-in-progress indicator tells the app,
 * when it starts again, to ask the server who signed in.
 */
export function GoogleSignIn({ returnTo }: { returnTo: string }) {
  const providers = useProviders()
  const setLoginInProgress = useCookieStore((state) => state.setLoginInProgress)
  if (!providers.data?.google) return null
  return (
    <div className="flex flex-col gap-3">
      <p className="text-muted">
        <Trans>Or, if you prefer:</Trans>
      </p>
      <a
        href={googleStartUrl(returnTo)}
        onClick={() => setLoginInProgress(true)}
        className="inline-flex min-h-11 items-center justify-center gap-2 self-start rounded-xl border-2 border-line bg-card px-4 py-2 font-semibold text-ink no-underline hover:border-brand"
      >
        <Trans>Continue with Google</Trans>
      </a>
    </div>
  )
}
