import { useId, useState, type FormEvent } from 'react'
import { AUTH_ERROR_CODES, PasswordSchema } from '@kindred/contract/auth'
import { z } from 'zod'
import { ErrorSummary } from '@/components/ui/error-summary'
import { PasswordField } from '@/components/ui/password-field'
import { SubmitButton } from '@/components/ui/submit-button'
import { isApiError } from '@/lib/api-error'
import { useFormFeedback } from '@/lib/use-form-feedback'

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
  const ids = { password: useId() }
  const [password, setPassword] = useState('')
  const feedback = useFormFeedback()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const body = feedback.validate(NewPasswordSchema, { password }, { password: 'Choose a password.' })
    if (!body) return
    feedback.clear()
    send(body.password, {
      onError: (error) => {
        if (isApiError(error) && error.code === AUTH_ERROR_CODES.invalidToken) onInvalidToken()
        else feedback.showError(error)
      },
    })
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex max-w-xl flex-col gap-6"
      aria-label="Choose a new password"
    >
      <ErrorSummary feedback={feedback} fieldIds={ids} />
      <PasswordField
        id={ids.password}
        label="New password"
        hint="At least 10 characters. A few words you will remember work well."
        autoComplete="new-password"
        value={password}
        onValueChange={setPassword}
        error={feedback.fieldErrors.password}
      />
      <SubmitButton pending={pending} pendingLabel="Saving…" className="self-start">
        {submitLabel}
      </SubmitButton>
    </form>
  )
}
