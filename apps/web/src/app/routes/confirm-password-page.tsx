import { Trans, useLingui } from '@lingui/react/macro'
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
  const { t } = useLingui()
  return (
    <EmailLinkPage
      title={t`Set your password`}
      heading={t`Set your password`}
      lead={
        <p>
          <Trans>Choose the password you will sign in with from now on.</Trans>
        </p>
      }
    >
      <ConfirmPasswordChange onConfirmed={rememberIfSamePerson} />
    </EmailLinkPage>
  )
}
