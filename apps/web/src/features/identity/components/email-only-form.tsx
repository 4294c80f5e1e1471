import { useId, useState, type FormEvent } from 'react'
import { EmailOnlyBodySchema } from '@kindred/contract/identity'
import { EmailField } from '@/components/ui/email-field'
import { SubmitButton } from '@/components/ui/submit-button'
import { ValidatedForm } from '@/components/ui/validated-form'
import { useFormFeedback } from '@/lib/use-form-feedback'

interface EmailOnlyFormProps {
  label: string
  submitLabel: string
  pendingLabel: string
  pending: boolean
  initialEmail?: string
  send: (body: { email: string }, callbacks: { onError: (error: unknown) => void }) => void
}

/** One email field and a button: "send me a link" forms (forgot password, resend). */
export function EmailOnlyForm({
  label,
  submitLabel,
  pendingLabel,
  pending,
  initialEmail = '',
  send,
}: EmailOnlyFormProps) {
  const ids = { email: useId() }
  const [email, setEmail] = useState(initialEmail)
  const feedback = useFormFeedback()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const body = feedback.validate(EmailOnlyBodySchema, { email }, { email: 'Enter your email address.' })
    if (!body) return
    feedback.clear()
    send(body, { onError: (error) => feedback.showError(error) })
  }

  return (
    <ValidatedForm label={label} onSubmit={submit} feedback={feedback} fieldIds={ids}>
      <EmailField id={ids.email} value={email} onValueChange={setEmail} error={feedback.fieldErrors.email} />
      <SubmitButton pending={pending} pendingLabel={pendingLabel} className="self-start">
        {submitLabel}
      </SubmitButton>
    </ValidatedForm>
  )
}
