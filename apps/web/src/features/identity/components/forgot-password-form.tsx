import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useForgotPassword } from '../api/forgot-password'
import { OutcomePanel } from './outcome-panel'
import { EmailOnlyForm } from './email-only-form'
import { SpamFolderHint } from './spam-folder-hint'

export const FORGOT_SENT_MESSAGE = msg`If there is an account for this address, we have sent it a link to choose a new password. The link works for 30 minutes.`

/** "Forgot your password?": the same answer whether or not the address has an account. */
export function ForgotPasswordForm({ initialEmail }: { initialEmail?: string }) {
  const { t } = useLingui()
  const forgot = useForgotPassword()
  const [sent, setSent] = useState(false)
  if (sent) {
    return (
      <OutcomePanel heading={t`Check your email`}>
        <p>{t(FORGOT_SENT_MESSAGE)}</p>
        <SpamFolderHint />
      </OutcomePanel>
    )
  }
  return (
    <EmailOnlyForm
      label={t`Send a password reset link`}
      submitLabel={t`Email me a link`}
      pendingLabel={t`Sending…`}
      pending={forgot.isPending}
      {...(initialEmail ? { initialEmail } : {})}
      send={(body, callbacks) => forgot.mutate(body, { ...callbacks, onSuccess: () => setSent(true) })}
    />
  )
}
