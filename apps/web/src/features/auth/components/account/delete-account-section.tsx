import { useRef, useState } from 'react'
import type { User } from '@kindred/contract/auth'
import { Button } from '@/components/ui/button'
import { DeleteAccountConfirmation } from './delete-account-confirmation'
import { SettingsSection } from './settings-section'

/** Delete the account: a first button that only opens a clear, kind confirmation. */
export function DeleteAccountSection({ user, onDeleted }: { user: User; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false)
  const openButton = useRef<HTMLButtonElement>(null)

  const cancel = () => {
    setConfirming(false)
    // Back to where the person was, not the top of the page.
    requestAnimationFrame(() => openButton.current?.focus())
  }

  return (
    <SettingsSection heading="Delete your account">
      <p>
        If you want to leave Kindred, you can delete your account and everything in it. You do not have to
        give a reason.
      </p>
      {confirming ? null : (
        <Button
          ref={openButton}
          variant="secondary"
          className="self-start"
          onClick={() => setConfirming(true)}
        >
          Delete my account…
        </Button>
      )}
      {confirming ? <DeleteAccountConfirmation user={user} onCancel={cancel} onDeleted={onDeleted} /> : null}
    </SettingsSection>
  )
}
