import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { PasswordChangeRequestBodySchema, type User } from '@kindred/contract/identity'
import { PasswordField } from '@/components/ui/password-field'
import { SettingsSection } from '@/components/ui/settings-section'
import { SubmitButton } from '@/components/ui/submit-button'
import { ValidatedForm } from '@/components/ui/validated-form'
import { useFormFeedback } from '@/lib/use-form-feedback'
import { useFormFields } from '@/lib/use-form-fields'
import { showWrongPasswordOnField } from '@/lib/wrong-password'
import { useRequestPasswordChange } from '../../api/request-password-change'
import { OutcomePanel } from '../outcome-panel'

/**
 * Set or change the password by email link (SPEC §3.2 change_password). Google-only accounts have
 * no password yet, so they are not asked for one.
 */
export function PasswordSection({ user }: { user: User }) {
  const { t } = useLingui()
  const email = user.email
  const [sent, setSent] = useState(false)
  const feedback = useFormFeedback()
  const fields = useFormFields(feedback, { current_password: '' })
  const request = useRequestPasswordChange()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const values = { current_password: user.has_password ? fields.values.current_password : undefined }
    const body = feedback.validate(PasswordChangeRequestBodySchema, values, {
      current_password: t`Enter your current password.`,
    })
    if (!body) return
    feedback.clear()
    request.mutate(body, {
      onSuccess: () => {
        setSent(true)
        fields.set('current_password', '')
      },
      onError: showWrongPasswordOnField(feedback),
    })
  }

  return (
    <SettingsSection heading={t`Password`}>
      {user.has_password ? (
        <p>
          <Trans>
            To change your password, we email a link to {email}. This keeps your account safe if someone else
            uses this device.
          </Trans>
          {user.google_linked ? (
            <>
              {' '}
              <Trans>You can also sign in with Google, whichever you prefer.</Trans>
            </>
          ) : null}
        </p>
      ) : (
        <p>
          <Trans>
            You sign in with Google. If you would also like to sign in with your email, you can set a
            password. We will email a link to {email}.
          </Trans>
        </p>
      )}
      {sent ? (
        <OutcomePanel heading={t`Check your email`}>
          <p>
            <Trans>
              We have sent a link to <strong>{email}</strong>. Open it within 30 minutes to choose your
              password. Other devices will then be signed out.
            </Trans>
          </p>
        </OutcomePanel>
      ) : (
        <ValidatedForm
          label={user.has_password ? t`Change your password` : t`Set a password`}
          onSubmit={submit}
          feedback={feedback}
          fieldIds={fields.ids}
        >
          {user.has_password ? (
            <PasswordField
              {...fields.field('current_password')}
              label={t`Your current password`}
              autoComplete="current-password"
            />
          ) : null}
          <SubmitButton pending={request.isPending} pendingLabel={t`Sending…`} className="self-start">
            {user.has_password ? (
              <Trans>Email me a link to change it</Trans>
            ) : (
              <Trans>Email me a link to set one</Trans>
            )}
          </SubmitButton>
        </ValidatedForm>
      )}
    </SettingsSection>
  )
}
