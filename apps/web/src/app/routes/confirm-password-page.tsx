import type { User } from '@kindred/contract/identity'
import { ConfirmPasswordChange } from '@/features/identity/components/confirm-password-change'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { EmailLinkPage } from '../email-link-page'

// The link may be opened in a browser where someone else is signed in: only refresh our own details.
function rememberIfSamePerson(user: User) {
  const { signedIn, user: current, signIn } = useCookieStore.getState()
  if (signedIn && current?.public_id === user.public_id) signIn(user)
}

export function ConfirmPasswordPage() {
  return (
    <EmailLinkPage
      title="Set your password"
      heading="Set your password"
      lead={<p>Choose the password you will sign in with from now on.</p>}
    >
      <ConfirmPasswordChange onConfirmed={rememberIfSamePerson} />
    </EmailLinkPage>
  )
}
