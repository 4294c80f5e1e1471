import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useResendVerification } from '../api/resend-verification'
import { OutcomePanel } from './outcome-panel'
import { EmailOnlyForm } from './email-only-form'
import { SpamFolderHint } from './spam-folder-hint'

/** Ask for a new confirmation link by typing the address. */
export function ResendVerificationForm() {
  const { t } = useLingui()
  const resend = useResendVerification()
  const [sent, setSent] = useState(false)
  if (sent) {
    return (
      <OutcomePanel heading={t`Check your email`}>
        <p>
          <Trans>
            If this address still needs confirming, we have sent a new link to it. It works for 24 hours.
          </Trans>
        </p>
        <SpamFolderHint />
      </OutcomePanel>
    )
  }
  return (
    <EmailOnlyForm
      label={t`Send a new confirmation link`}
      submitLabel={t`Send me a new link`}
      pendingLabel={t`Sending…`}
      pending={resend.isPending}
      send={(body, callbacks) => resend.mutate(body, { ...callbacks, onSuccess: () => setSent(true) })}
    />
  )
}
