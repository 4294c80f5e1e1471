import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { isApiError } from '@/lib/api-error'
import { showNotice } from '@/lib/notices'
import { useLogout } from '../api/logout'

/**
 * Ends the session on the server, then lets the app forget the person. If the server cannot be
 * reached, the person stays signed in and is told so: pretending would leave the session open.
 */
export function SignOutButton({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useLingui()
  const logout = useLogout()
  const signOut = () =>
    logout.mutate(undefined, {
      onSuccess: onSignedOut,
      onError: (error) => {
        // 401: the session had already ended (the client has signed out and gone to / by itself).
        if (isApiError(error) && error.status === 401) return
        showNotice(t`We could not sign you out just now. Please check your connection and try again.`)
      },
    })
  return (
    <Button variant="secondary" onClick={signOut} disabled={logout.isPending}>
      {logout.isPending ? (
        <>
          <Spinner />
          <Trans>Signing out…</Trans>
        </>
      ) : (
        <Trans>Sign out</Trans>
      )}
    </Button>
  )
}
