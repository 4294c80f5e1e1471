import { Trans } from '@lingui/react/macro'
import { useCallback } from 'react'
import type { User } from '@kindred/contract/identity'
import { IDENTITY_ERROR_CODES } from '@kindred/contract/identity-constants'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { isApiError } from '@/lib/api-error'
import { describeError } from '@/lib/form-errors'
import { useVerifyEmail } from '../api/verify-email'
import { useFragmentToken } from '../hooks/use-fragment-token'
import { useRunOnce } from '@/lib/use-run-once'
import { LinkProblem } from './link-problem'
import { ResendVerificationForm } from './resend-verification-form'

/** `/auth/verify`: confirms the address with the emailed token, which also signs the person in. */
export function VerifyEmail({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const token = useFragmentToken()
  const verify = useVerifyEmail()
  const { mutate } = verify
  const start = useCallback(() => {
    if (token.state === 'ready') mutate(token.token, { onSuccess: ({ user }) => onSignedIn(user) })
  }, [token, mutate, onSignedIn])
  useRunOnce(start)

  const resend = (
    <>
      <p>
        <Trans>
          Tell us the address you signed up with, and we will send a new link. It works for 24 hours.
        </Trans>
      </p>
      <ResendVerificationForm />
    </>
  )
  if (token.state === 'none') return <LinkProblem kind="missing">{resend}</LinkProblem>
  if (token.state === 'broken') return <LinkProblem kind="broken">{resend}</LinkProblem>
  if (isApiError(verify.error) && verify.error.code === IDENTITY_ERROR_CODES.invalidToken) {
    return <LinkProblem kind="expired">{resend}</LinkProblem>
  }
  if (verify.isError) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p role="alert">{describeError(verify.error)}</p>
        <Button onClick={() => mutate(token.token, { onSuccess: ({ user }) => onSignedIn(user) })}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    )
  }
  return (
    <p role="status" className="flex items-center gap-3">
      <Spinner />
      {verify.isSuccess ? (
        <Trans>Your email is verified. Taking you to your space…</Trans>
      ) : (
        <Trans>Confirming your email…</Trans>
      )}
    </p>
  )
}
