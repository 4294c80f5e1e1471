import { useLingui } from '@lingui/react/macro'
import type { FormEvent } from 'react'
import { PasswordSchema } from '@kindred/contract/identity'
import { IDENTITY_ERROR_CODES } from '@kindred/contract/identity-constants'
import { z } from 'zod'
import { SubmitButton } from '@/components/ui/submit-button'
import { ValidatedForm } from '@/components/ui/validated-form'
import { isApiError } from '@/lib/api-error'
import { useFormFeedback } from '@/lib/use-form-feedback'
import { useFormFields } from '@/lib/use-form-fields'
import { NewPasswordField } from './new-password-field'

const NewPasswordSchema = z.object({ password: PasswordSchema })

interface NewPasswordFormProps {
  submitLabel: string
  pending: boolean
  send: (password: string, callbacks: { onError: (error: unknown) => void }) => void
  /** The emailed link turned out to be expired or used (400 INVALID_TOKEN). */
  onInvalidToken: () => void
}

/** Choose a new password (reset, or set/change from Settings). The password is never cleared on error. */
export function NewPasswordForm({ submitLabel, pending, send, onInvalidToken }: NewPasswordFormProps) {
  const { t } = useLingui()
  const feedback = useFormFeedback()
  const fields = useFormFields(feedback, { password: '' })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const body = feedback.validate(NewPasswordSchema, fields.values, { password: t`Choose a password.` })
    if (!body) return
    feedback.clear()
    send(body.password, {
      onError: (error) => {
        if (isApiError(error) && error.code === IDENTITY_ERROR_CODES.invalidToken) onInvalidToken()
        else feedback.showError(error)
      },
    })
  }

  return (
    <ValidatedForm
      label={t`Choose a new password`}
      onSubmit={submit}
      feedback={feedback}
      fieldIds={fields.ids}
    >
      <NewPasswordField {...fields.field('password')} label={t`New password`} />
      <SubmitButton pending={pending} pendingLabel={t`Saving…`} className="self-start">
        {submitLabel}
      </SubmitButton>
    </ValidatedForm>
  )
}
