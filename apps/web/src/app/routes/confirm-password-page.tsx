import type { User } from '@kindred/contract/identity'
import { Page } from '@/components/ui/page'
import { ConfirmPasswordChange } from '@/features/identity/components/confirm-password-change'
import { useCookieStore } from '@/features/identity/stores/cookie-store'

// The link may be opened in a browser where someone else is signed in: only refresh our own details.
function rememberIfSamePerson(user: User) {
  const { signedIn, user: current, signIn } = useCookieStore.getState()
  if (signedIn && current?.public_id === user.public_id) signIn(user)
}

export function ConfirmPasswordPage() {
  return (
    <Page
      title="Set your password"
      heading="Set your password"
      lead={<p>Choose the password you will sign in with from now on.</p>}
    >
      <ConfirmPasswordChange onConfirmed={rememberIfSamePerson} />
    </Page>
  )
}
