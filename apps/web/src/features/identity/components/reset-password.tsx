import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useResetPassword } from '../api/reset-password'
import { useFragmentToken } from '../hooks/use-fragment-token'
import { ForgotPasswordForm } from './forgot-password-form'
import { LinkProblem } from './link-problem'
import { NewPasswordForm } from './new-password-form'

interface ResetPasswordProps {
  /** The password is changed and every session has ended: the page sends the person to sign in. */
  onReset: () => void
  initialEmail?: string
}

/**
 * `/auth/reset-password`: with a token from the email, choose a new password; without one, ask
 * for a link ("forgot password").
 */
export function ResetPassword({ onReset, initialEmail }: ResetPasswordProps) {
  const { t } = useLingui()
  const token = useFragmentToken()
  const [expired, setExpired] = useState(false)
  const reset = useResetPassword()
  const forgotForm = <ForgotPasswordForm {...(initialEmail ? { initialEmail } : {})} />

  if (token.state === 'none') {
    return (
      <div className="flex flex-col gap-6">
        <p>
          <Trans>
            Forgotten passwords happen to everyone. Tell us your email and we will send you a link to choose a
            new one.
          </Trans>
        </p>
        {forgotForm}
      </div>
    )
  }
  if (token.state === 'broken' || expired) {
    return (
      <LinkProblem kind={expired ? 'expired' : 'broken'}>
        <p>
          <Trans>You can ask for a new link here. It works for 30 minutes.</Trans>
        </p>
        {forgotForm}
      </LinkProblem>
    )
  }
  return (
    <div className="flex flex-col gap-6">
      <p>
        <Trans>
          Choose a new password. Once it is saved, you will be signed out everywhere, and can sign in with it.
        </Trans>
      </p>
      <NewPasswordForm
        submitLabel={t`Save my new password`}
        pending={reset.isPending}
        send={(password, callbacks) =>
          reset.mutate({ token: token.token, password }, { ...callbacks, onSuccess: onReset })
        }
        onInvalidToken={() => setExpired(true)}
      />
    </div>
  )
}
