import { useState } from 'react'
import { useResendVerification } from '../api/resend-verification'
import { OutcomePanel } from './outcome-panel'
import { EmailOnlyForm } from './email-only-form'
import { SpamFolderHint } from './spam-folder-hint'

/** Ask for a new confirmation link by typing the address. */
export function ResendVerificationForm() {
  const resend = useResendVerification()
  const [sent, setSent] = useState(false)
  if (sent) {
    return (
      <OutcomePanel heading="Check your email">
        <p>If this address still needs confirming, we have sent a new link to it. It works for 24 hours.</p>
        <SpamFolderHint />
      </OutcomePanel>
    )
  }
  return (
    <EmailOnlyForm
      label="Send a new confirmation link"
      submitLabel="Send me a new link"
      pendingLabel="Sending…"
      pending={resend.isPending}
      send={(body, callbacks) => resend.mutate(body, { ...callbacks, onSuccess: () => setSent(true) })}
    />
  )
}
