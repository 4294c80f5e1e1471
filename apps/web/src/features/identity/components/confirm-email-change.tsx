import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { IDENTITY_ERROR_CODES } from '@kindred/contract/identity-constants'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { TextLink } from '@/components/ui/text-link'
import { isApiError } from '@/lib/api-error'
import { describeError } from '@/lib/form-errors'
import { useConfirmEmailChange } from '../api/confirm-email-change'
import { useFragmentToken } from '../hooks/use-fragment-token'
import { useRunOnce } from '@/lib/use-run-once'
import { useCookieStore } from '../stores/cookie-store'
import { OutcomePanel } from './outcome-panel'
import { LinkProblem } from './link-problem'

/** `/auth/confirm-email`: switches the account to the new address with the token sent there. */
export function ConfirmEmailChange() {
  const { t } = useLingui()
  const token = useFragmentToken()
  const confirm = useConfirmEmailChange()
  const signedIn = useCookieStore((state) => state.signedIn)
  const { mutate } = confirm
  const start = useCallback(() => {
    if (token.state === 'ready') mutate(token.token)
  }, [token, mutate])
  useRunOnce(start)

  const next = signedIn ? (
    <TextLink to="/settings">
      <Trans>Go to Settings</Trans>
    </TextLink>
  ) : (
    <TextLink to="/login">
      <Trans>Sign in</Trans>
    </TextLink>
  )
  const askAgain = (
    <p>
      <Trans>You can ask for a new link in Settings.</Trans> {next}
    </p>
  )
  if (token.state !== 'ready')
    return <LinkProblem kind={token.state === 'none' ? 'missing' : 'broken'}>{askAgain}</LinkProblem>
  if (isApiError(confirm.error) && confirm.error.code === IDENTITY_ERROR_CODES.invalidToken) {
    return <LinkProblem kind="expired">{askAgain}</LinkProblem>
  }
  if (confirm.isError) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p role="alert">{describeError(confirm.error)}</p>
        <Button onClick={() => mutate(token.token)}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    )
  }
  if (confirm.isSuccess) {
    return (
      <OutcomePanel heading={t`Your email address is changed`}>
        <p>
          <Trans>From now on, sign in with the new address. That is also where we will send any links.</Trans>
        </p>
        <p>{next}</p>
      </OutcomePanel>
    )
  }
  return (
    <p role="status" className="flex items-center gap-3">
      <Spinner />
      <Trans>Confirming your new address…</Trans>
    </p>
  )
}
