import { Button } from '@/components/ui/button'
import { describeError } from '@/lib/form-errors'
import { useMe } from '../../api/get-me'
import { ChangeEmailSection } from './change-email-section'
import { DeleteAccountSection } from './delete-account-section'
import { ExportSection } from './export-section'
import { PasswordSection } from './password-section'
import { SessionsSection } from './sessions-section'

interface AccountSettingsProps {
  /** This browser's session ended (signed out from the device list). */
  onSignedOut: () => void
  /** The account is gone. */
  onDeleted: () => void
}

/** The account part of /settings: email, password, devices, a copy of the data, and deletion. */
export function AccountSettings({ onSignedOut, onDeleted }: AccountSettingsProps) {
  const me = useMe()
  if (me.isPending) return <p role="status">Loading your account…</p>
  if (me.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p>We could not load your account. {describeError(me.error)}</p>
        <Button variant="secondary" onClick={() => void me.refetch()}>
          Try again
        </Button>
      </div>
    )
  }
  const { user } = me.data
  return (
    <>
      <ChangeEmailSection user={user} />
      <PasswordSection user={user} />
      <SessionsSection onEndedThisDevice={onSignedOut} />
      <ExportSection />
      <DeleteAccountSection user={user} onDeleted={onDeleted} />
    </>
  )
}
