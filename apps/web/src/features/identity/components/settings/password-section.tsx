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
  const [sent, setSent] = useState(false)
  const feedback = useFormFeedback()
  const fields = useFormFields(feedback, { current_password: '' })
  const request = useRequestPasswordChange()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const values = { current_password: user.has_password ? fields.values.current_password : undefined }
    const body = feedback.validate(PasswordChangeRequestBodySchema, values, {
      current_password: 'Enter your current password.',
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
    <SettingsSection heading="Password">
      {user.has_password ? (
        <p>
          To change your password, we email a link to {user.email}. This keeps your account safe if someone
          else uses this device.
          {user.google_linked ? ' You can also sign in with Google, whichever you prefer.' : null}
        </p>
      ) : (
        <p>
          You sign in with Google. If you would also like to sign in with your email, you can set a password.
          We will email a link to {user.email}.
        </p>
      )}
      {sent ? (
        <OutcomePanel heading="Check your email">
          <p>
            We have sent a link to <strong>{user.email}</strong>. Open it within 30 minutes to choose your
            password. Other devices will then be signed out.
          </p>
        </OutcomePanel>
      ) : (
        <ValidatedForm
          label={user.has_password ? 'Change your password' : 'Set a password'}
          onSubmit={submit}
          feedback={feedback}
          fieldIds={fields.ids}
        >
          {user.has_password ? (
            <PasswordField
              {...fields.field('current_password')}
              label="Your current password"
              autoComplete="current-password"
            />
          ) : null}
          <SubmitButton pending={request.isPending} pendingLabel="Sending…" className="self-start">
            {user.has_password ? 'Email me a link to change it' : 'Email me a link to set one'}
          </SubmitButton>
        </ValidatedForm>
      )}
    </SettingsSection>
  )
}
