import { useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import { EmailOnlyBodySchema } from '@kindred/contract/identity'
import { EmailField } from '@/components/ui/email-field'
import { SubmitButton } from '@/components/ui/submit-button'
import { ValidatedForm } from '@/components/ui/validated-form'
import { useFormFeedback } from '@/lib/use-form-feedback'
import { useFormFields } from '@/lib/use-form-fields'

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
  const { t } = useLingui()
  const feedback = useFormFeedback()
  const fields = useFormFields(feedback, { email: initialEmail })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const body = feedback.validate(EmailOnlyBodySchema, fields.values, {
      email: t`Enter your email address.`,
    })
    if (!body) return
    feedback.clear()
    send(body, { onError: (error) => feedback.showError(error) })
  }

  return (
    <ValidatedForm label={label} onSubmit={submit} feedback={feedback} fieldIds={fields.ids}>
      <EmailField {...fields.field('email')} />
      <SubmitButton pending={pending} pendingLabel={pendingLabel} className="self-start">
        {submitLabel}
      </SubmitButton>
    </ValidatedForm>
  )
}
