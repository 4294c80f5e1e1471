import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { User } from '@kindred/contract/identity'
import { TextLink } from '@/components/ui/text-link'
import { useConfirmPasswordChange } from '../api/confirm-password-change'
import { useFragmentToken } from '../hooks/use-fragment-token'
import { useCookieStore } from '../stores/cookie-store'
import { OutcomePanel } from './outcome-panel'
import { LinkProblem } from './link-problem'
import { NewPasswordForm } from './new-password-form'

/** `/auth/confirm-password`: set or change the password with the link emailed from Settings. */
export function ConfirmPasswordChange({ onConfirmed }: { onConfirmed: (user: User) => void }) {
  const { t } = useLingui()
  const token = useFragmentToken()
  const [expired, setExpired] = useState(false)
  const confirm = useConfirmPasswordChange()
  const signedIn = useCookieStore((state) => state.signedIn)
  const askAgain = signedIn ? (
    <p>
      <Trans>
        You can ask for a new link in <TextLink to="/settings">Settings</TextLink>. It works for 30 minutes.
      </Trans>
    </p>
  ) : (
    <p>
      <Trans>
        <TextLink to="/login">Sign in</TextLink>, then ask for a new link in Settings.
      </Trans>
    </p>
  )

  if (token.state !== 'ready')
    return <LinkProblem kind={token.state === 'none' ? 'missing' : 'broken'}>{askAgain}</LinkProblem>
  if (expired) return <LinkProblem kind="expired">{askAgain}</LinkProblem>
  if (confirm.isSuccess) {
    return (
      <OutcomePanel heading={t`Your password is set`}>
        <p>
          <Trans>
            From now on you can sign in with it. Any other devices that were signed in have been signed out.
          </Trans>
        </p>
        <p>
          {signedIn ? (
            <TextLink to="/settings">
              <Trans>Back to Settings</Trans>
            </TextLink>
          ) : (
            <TextLink to="/login">
              <Trans>Sign in</Trans>
            </TextLink>
          )}
        </p>
      </OutcomePanel>
    )
  }
  return (
    <NewPasswordForm
      submitLabel={t`Save my password`}
      pending={confirm.isPending}
      send={(password, callbacks) =>
        confirm.mutate(
          { token: token.token, password },
          { ...callbacks, onSuccess: ({ user }) => onConfirmed(user) },
        )
      }
      onInvalidToken={() => setExpired(true)}
    />
  )
}
