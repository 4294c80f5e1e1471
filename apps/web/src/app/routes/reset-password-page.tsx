import { useNavigate } from 'react-router'
import { Page } from '@/components/ui/page'
import { ResetPassword } from '@/features/identity/components/reset-password'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
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
    <Page title="Choose a new password" heading="Choose a new password">
      <ResetPassword onReset={onReset} />
    </Page>
  )
}
