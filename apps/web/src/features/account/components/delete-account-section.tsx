import { useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { SettingsSection } from '@/components/ui/settings-section'
import { DeleteAccountConfirmation, type DeleteAccountConfirmationProps } from './delete-account-confirmation'

/** Delete the account: a first button that only opens a clear, kind confirmation. */
export function DeleteAccountSection({
  user,
  googleSignInAgainUrl,
  onDeleted,
}: Omit<DeleteAccountConfirmationProps, 'onCancel'>) {
  const [confirming, setConfirming] = useState(false)
  const { t } = useLingui()
  const openButton = useRef<HTMLButtonElement>(null)

  const cancel = () => {
    setConfirming(false)
    // Back to where the person was, not the top of the page.
    requestAnimationFrame(() => openButton.current?.focus())
  }

  return (
    <SettingsSection heading={t`Delete your account`}>
      <p>
        <Trans>
          If you want to leave Kindred, you can delete your account and everything in it. You do not have to
          give a reason.
        </Trans>
      </p>
      {confirming ? null : (
        <Button
          ref={openButton}
          variant="secondary"
          className="self-start"
          onClick={() => setConfirming(true)}
        >
          <Trans>Delete my account…</Trans>
        </Button>
      )}
      {confirming ? (
        <DeleteAccountConfirmation
          user={user}
          googleSignInAgainUrl={googleSignInAgainUrl}
          onCancel={cancel}
          onDeleted={onDeleted}
        />
      ) : null}
    </SettingsSection>
  )
}
