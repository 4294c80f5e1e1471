import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { LoginBodySchema, type User } from '@kindred/contract/identity'
import { IDENTITY_ERROR_CODES } from '@kindred/contract/identity-constants'
import { EmailField } from '@/components/ui/email-field'
import { PasswordField } from '@/components/ui/password-field'
import { SubmitButton } from '@/components/ui/submit-button'
import { ValidatedForm } from '@/components/ui/validated-form'
import { isApiError } from '@/lib/api-error'
import { useFormFeedback } from '@/lib/use-form-feedback'
import { useFormFields } from '@/lib/use-form-fields'
import { useLogin } from '../api/login'
import { useCookieStore } from '../stores/cookie-store'
import { UnverifiedEmailNotice } from './unverified-email-notice'

interface LoginFormProps {
  onSignedIn: (user: User) => void
  initialEmail?: string
}

/** Email and password sign-in. Whatever goes wrong, what was typed stays. */
export function LoginForm({ onSignedIn, initialEmail = '' }: LoginFormProps) {
  const { t } = useLingui()
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null)
  const feedback = useFormFeedback()
  const fields = useFormFields(feedback, { email: initialEmail, password: '' })
  const login = useLogin()
  const setLoginInProgress = useCookieStore((state) => state.setLoginInProgress)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setUnverifiedEmail(null)
    const body = feedback.validate(LoginBodySchema, fields.values, {
      email: t`Enter your email address.`,
      password: t`Enter your password.`,
    })
    if (!body) return
    feedback.clear()
    setLoginInProgress(true)
    login.mutate(body, {
      onSuccess: ({ user }) => onSignedIn(user),
      onError: (error) => {
        setLoginInProgress(false)
        const code = isApiError(error) ? error.code : null
        if (code === IDENTITY_ERROR_CODES.emailNotVerified) setUnverifiedEmail(body.email)
        else if (code === IDENTITY_ERROR_CODES.invalidCredentials)
          feedback.showError(
            error,
            t`That email and password do not match an account. Please check them and try again.`,
          )
        else feedback.showError(error)
      },
    })
  }

  return (
    <div className="flex flex-col gap-6">
      {unverifiedEmail ? <UnverifiedEmailNotice email={unverifiedEmail} /> : null}
      <ValidatedForm label={t`Sign in`} onSubmit={submit} feedback={feedback} fieldIds={fields.ids}>
        <EmailField {...fields.field('email')} />
        <PasswordField {...fields.field('password')} label={t`Password`} autoComplete="current-password" />
        <SubmitButton pending={login.isPending} pendingLabel={t`Signing in…`} className="self-start">
          <Trans>Sign in</Trans>
        </SubmitButton>
      </ValidatedForm>
    </div>
  )
}
