import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { EmailChangeRequestBodySchema, type User } from '@kindred/contract/identity'
import { Button } from '@/components/ui/button'
import { EmailField } from '@/components/ui/email-field'
import { PasswordField } from '@/components/ui/password-field'
import { SettingsSection } from '@/components/ui/settings-section'
import { SubmitButton } from '@/components/ui/submit-button'
import { ValidatedForm } from '@/components/ui/validated-form'
import { useFormFeedback } from '@/lib/use-form-feedback'
import { useFormFields } from '@/lib/use-form-fields'
import { showWrongPasswordOnField } from '@/lib/wrong-password'
import { useRequestEmailChange } from '../../api/request-email-change'
import { OutcomePanel } from '../outcome-panel'

/** Change the sign-in address: a link goes to the new one, a notice to the old one. */
export function ChangeEmailSection({ user }: { user: User }) {
  const { t } = useLingui()
  const email = user.email
  const [sentTo, setSentTo] = useState<string | null>(null)
  const feedback = useFormFeedback()
  const fields = useFormFields(feedback, { new_email: '', current_password: '' })
  const request = useRequestEmailChange()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const { new_email, current_password } = fields.values
    const values = { new_email, current_password: user.has_password ? current_password : undefined }
    const body = feedback.validate(EmailChangeRequestBodySchema, values, {
      new_email: t`Enter the new address.`,
      current_password: t`Enter your current password.`,
    })
    if (!body) return
    feedback.clear()
    request.mutate(body, {
      onSuccess: () => {
        setSentTo(body.new_email)
        fields.set('current_password', '')
      },
      onError: showWrongPasswordOnField(feedback),
    })
  }

  return (
    <SettingsSection heading={t`Email address`}>
      <p>
        <Trans>
          You sign in with <strong>{email}</strong>. Nobody else on Kindred can see it.
        </Trans>
      </p>
      {sentTo ? (
        <OutcomePanel heading={t`Check your new inbox`}>
          <p>
            <Trans>
              We have sent a link to <strong>{sentTo}</strong>. It works for 24 hours. Until you open it, your
              address stays {email}.
            </Trans>
          </p>
          <p>
            <Trans>We have also let {email} know, in case this was not you.</Trans>
          </p>
          <Button variant="quiet" className="self-start" onClick={() => setSentTo(null)}>
            <Trans>Use a different address</Trans>
          </Button>
        </OutcomePanel>
      ) : (
        <ValidatedForm
          label={t`Change your email address`}
          onSubmit={submit}
          feedback={feedback}
          fieldIds={fields.ids}
        >
          <EmailField {...fields.field('new_email')} label={t`New email address`} />
          {user.has_password ? (
            <PasswordField
              {...fields.field('current_password')}
              label={t`Your current password`}
              hint={t`To make sure it is really you.`}
              autoComplete="current-password"
            />
          ) : null}
          <SubmitButton pending={request.isPending} pendingLabel={t`Sending…`} className="self-start">
            <Trans>Send a link to the new address</Trans>
          </SubmitButton>
        </ValidatedForm>
      )}
    </SettingsSection>
  )
}
