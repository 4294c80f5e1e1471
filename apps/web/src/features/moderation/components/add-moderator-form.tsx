import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { GrantModeratorBodySchema, type GrantModeratorResponse } from '@kindred/contract/moderation'
import { MODERATOR_ERROR_CODES } from '@kindred/contract/moderation-constants'
import { EmailField } from '@/components/ui/email-field'
import { SubmitButton } from '@/components/ui/submit-button'
import { ValidatedForm } from '@/components/ui/validated-form'
import { isApiError } from '@/lib/api-error'
import { useFormFeedback } from '@/lib/use-form-feedback'
import { useFormFields } from '@/lib/use-form-fields'
import { useGrantModerator } from '../api/grant-moderator'

const EMAIL_REQUIRED = msg`Enter the email address of their account.`

/** What the admin is told once the server has answered. */
function outcomeText(i18n: I18n, { outcome, moderator }: GrantModeratorResponse): string {
  const name = moderator.display_name
  if (outcome === 'granted')
    return i18n._(msg`${name} is now a moderator. They can open the queue right away.`)
  if (outcome === 'admin')
    return i18n._(msg`${name} is an admin, and admins moderate already. Nothing changed.`)
  return i18n._(msg`${name} is already a moderator. Nothing changed.`)
}

/** Makes an account a moderator by its email address; what happened is said below the button. */
export function AddModeratorForm() {
  const { t, i18n } = useLingui()
  const [said, setSaid] = useState('')
  const feedback = useFormFeedback()
  const fields = useFormFields(feedback, { email: '' })
  const grant = useGrantModerator()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSaid('')
    const body = feedback.validate(GrantModeratorBodySchema, fields.values, { email: t(EMAIL_REQUIRED) })
    if (!body) return
    feedback.clear()
    grant.mutate(body, {
      onSuccess: (answer) => {
        setSaid(outcomeText(i18n, answer))
        if (answer.outcome === 'granted') fields.set('email', '')
      },
      onError: (error) => {
        if (isApiError(error) && error.code === MODERATOR_ERROR_CODES.noAccount)
          feedback.showFields({ email: error.message })
        else feedback.showError(error)
      },
    })
  }

  return (
    <ValidatedForm label={t`Add a moderator`} onSubmit={submit} feedback={feedback} fieldIds={fields.ids}>
      <EmailField
        {...fields.field('email')}
        label={t`Email address of their account`}
        hint={t`They need a Kindred account already.`}
      />
      <SubmitButton pending={grant.isPending} pendingLabel={t`Adding…`} className="self-start">
        <Trans>Add as a moderator</Trans>
      </SubmitButton>
      <p role="status" className={said ? 'font-semibold' : 'sr-only'}>
        {said}
      </p>
    </ValidatedForm>
  )
}
