import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent } from 'react'
import { RegisterBodySchema } from '@kindred/contract/identity'
import { Button } from '@/components/ui/button'
import { EmailField } from '@/components/ui/email-field'
import { SubmitButton } from '@/components/ui/submit-button'
import { ValidatedForm } from '@/components/ui/validated-form'
import { useFormFeedback } from '@/lib/use-form-feedback'
import { useFormFields } from '@/lib/use-form-fields'
import { useDisplayNameSuggestion } from '../api/get-display-name-suggestion'
import { useRegister } from '../api/register'
import { OutcomePanel } from './outcome-panel'
import { DisplayNameField } from './display-name-field'
import { NewPasswordField } from './new-password-field'
import { ResendLinkButton } from './resend-link-button'
import { SpamFolderHint } from './spam-folder-hint'

export const REGISTERED_MESSAGE = msg`If this address can be used, we've sent a link to it. It works for 24 hours.`

/** Email, password and a pseudonym; then "check your email". */
export function RegisterForm() {
  const { t } = useLingui()
  const feedback = useFormFeedback()
  const fields = useFormFields(feedback, { email: '', password: '' })
  const ids = { ...fields.ids, display_name: useId() }
  const [typedName, setTypedName] = useState<string | null>(null)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const suggestion = useDisplayNameSuggestion()
  const registration = useRegister()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const name = (typedName ?? suggestion.data?.display_name ?? '').trim()
    const values = { ...fields.values, display_name: name === '' ? undefined : name }
    const body = feedback.validate(RegisterBodySchema, values, {
      email: t`Enter your email address.`,
      password: t`Choose a password.`,
    })
    if (!body) return
    feedback.clear()
    registration.mutate(body, {
      onSuccess: () => setSentTo(body.email),
      onError: (error) => feedback.showError(error),
    })
  }

  if (sentTo) {
    return (
      <OutcomePanel heading={t`Check your email`}>
        <p>{t(REGISTERED_MESSAGE)}</p>
        <p>
          <Trans>
            We sent it to <strong>{sentTo}</strong>. Open it to confirm the address, and you will be signed
            in.
          </Trans>
        </p>
        <SpamFolderHint />
        <ResendLinkButton email={sentTo} />
        <Button variant="quiet" className="self-start" onClick={() => setSentTo(null)}>
          <Trans>Use a different address</Trans>
        </Button>
      </OutcomePanel>
    )
  }

  return (
    <ValidatedForm label={t`Create an account`} onSubmit={submit} feedback={feedback} fieldIds={ids}>
      <EmailField
        {...fields.field('email')}
        hint={t`Only to confirm it is you and to help you back in. Never shown to anyone.`}
      />
      <NewPasswordField {...fields.field('password')} label={t`Password`} />
      <DisplayNameField
        id={ids.display_name}
        typed={typedName}
        onTypedChange={setTypedName}
        error={feedback.fieldErrors.display_name}
      />
      <SubmitButton
        pending={registration.isPending}
        pendingLabel={t`Creating your account…`}
        className="self-start"
      >
        <Trans>Create my account</Trans>
      </SubmitButton>
    </ValidatedForm>
  )
}
