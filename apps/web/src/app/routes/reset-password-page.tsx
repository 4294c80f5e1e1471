import { useLingui } from '@lingui/react/macro'
import { useNavigate } from 'react-router'
import { ResetPassword } from '@/features/identity/components/reset-password'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { EmailLinkPage } from '../email-link-page'
import { endSignedInSession } from '../session-wiring'
import type { LoginNotice } from './login-notices'

export function ResetPasswordPage() {
  const navigate = useNavigate()
  const { t } = useLingui()
  // A reset ends every session, this browser's too.
  const onReset = () => {
    if (useCookieStore.getState().signedIn) endSignedInSession()
    void navigate('/login', { state: { notice: 'password-reset' satisfies LoginNotice } })
  }
  return (
    <EmailLinkPage title={t`Choose a new password`} heading={t`Choose a new password`}>
      <ResetPassword onReset={onReset} />
    </EmailLinkPage>
  )
}
