import { useNavigate } from 'react-router'
import { ResetPassword } from '@/features/identity/components/reset-password'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { EmailLinkPage } from '../email-link-page'
import { endSignedInSession } from '../session-wiring'

export const PASSWORD_RESET_NOTICE =
  'Your new password is saved, and every device has been signed out. Please sign in with your new password.'

export function ResetPasswordPage() {
  const navigate = useNavigate()
  // A reset ends every session, this browser's too.
  const onReset = () => {
    if (useCookieStore.getState().signedIn) endSignedInSession()
    void navigate('/login', { state: { notice: PASSWORD_RESET_NOTICE } })
  }
  return (
    <EmailLinkPage title="Choose a new password" heading="Choose a new password">
      <ResetPassword onReset={onReset} />
    </EmailLinkPage>
  )
}
