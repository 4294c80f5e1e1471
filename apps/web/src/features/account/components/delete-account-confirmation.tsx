import { useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { DeleteAccountBodySchema, type User } from '@kindred/contract/identity'
import { IDENTITY_ERROR_CODES } from '@kindred/contract/identity-constants'
import { Button } from '@/components/ui/button'
import { FocusHeading } from '@/components/ui/focus-heading'
import { PasswordField } from '@/components/ui/password-field'
import { SubmitButton } from '@/components/ui/submit-button'
import { ValidatedForm } from '@/components/ui/validated-form'
import { isApiError } from '@/lib/api-error'
import { useFormFeedback } from '@/lib/use-form-feedback'
import { useFormFields } from '@/lib/use-form-fields'
import { isWrongPassword, WRONG_PASSWORD_MESSAGE } from '@/lib/wrong-password'
import { useDeleteAccount } from '../api/delete-account'
import { WhatDeletionErases } from './what-deletion-erases'

export interface DeleteAccountConfirmationProps {
  user: User
  /** Where "Sign in with Google again" goes; the identity feature builds it (app/ passes it in). */
  googleSignInAgainUrl: string
  onCancel: () => void
  onDeleted: () => void
}

/** The second step: what is erased, the password (or a fresh Google sign-in), and a clear last button. */
export function DeleteAccountConfirmation({
  user,
  googleSignInAgainUrl,
  onCancel,
  onDeleted,
}: DeleteAccountConfirmationProps) {
  const [needsGoogle, setNeedsGoogle] = useState(false)
  const { t } = useLingui()
  const feedback = useFormFeedback()
  const fields = useFormFields(feedback, { password: '' })
  // The server names a missing password `current_password`, like its other re-authentication checks.
  const ids = { ...fields.ids, current_password: fields.ids.password }
  const remove = useDeleteAccount()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const values = { password: user.has_password ? fields.values.password : undefined }
    const body = feedback.validate(DeleteAccountBodySchema, values, { password: t`Enter your password.` })
    if (!body) return
    feedback.clear()
    setNeedsGoogle(false)
    remove.mutate(body, {
      onSuccess: onDeleted,
      onError: (error) => {
        if (isWrongPassword(error)) feedback.showFields({ password: WRONG_PASSWORD_MESSAGE })
        else if (isApiError(error) && error.code === IDENTITY_ERROR_CODES.reauthenticationRequired)
          setNeedsGoogle(true)
        else feedback.showError(error)
      },
    })
  }

  return (
    <div className="flex flex-col gap-4 rounded-2xl border-2 border-danger p-5">
      <FocusHeading level={3}>
        <Trans>Are you sure?</Trans>
      </FocusHeading>
      <WhatDeletionErases />
      {needsGoogle ? (
        <div role="alert" className="flex flex-col gap-3">
          <p className="font-semibold">
            <Trans>
              To make sure it is really you, please sign in with Google again, then come back here. It takes a
              moment and keeps your account safe.
            </Trans>
          </p>
          <a
            href={googleSignInAgainUrl}
            className="font-medium text-link underline decoration-2 underline-offset-4"
          >
            <Trans>Sign in with Google again</Trans>
          </a>
        </div>
      ) : null}
      <ValidatedForm
        label={t`Confirm deleting your account`}
        onSubmit={submit}
        feedback={feedback}
        fieldIds={ids}
        className="flex flex-col gap-6"
      >
        {user.has_password ? (
          <PasswordField
            {...fields.field('password')}
            label={t`Your password, to confirm it is you`}
            autoComplete="current-password"
            error={feedback.fieldErrors.password ?? feedback.fieldErrors.current_password}
          />
        ) : null}
        <div className="flex flex-wrap gap-3">
          <SubmitButton variant="danger" pending={remove.isPending} pendingLabel={t`Deleting everything…`}>
            <Trans>Delete my account and everything in it</Trans>
          </SubmitButton>
          <Button variant="secondary" onClick={onCancel} disabled={remove.isPending}>
            <Trans>Keep my account</Trans>
          </Button>
        </div>
      </ValidatedForm>
    </div>
  )
}
