import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { DeleteAccountSection } from '@/features/account/components/delete-account-section'
import { ExportSection } from '@/features/account/components/export-section'
import { useMe } from '@/features/identity/api/get-me'
import { googleStartUrl } from '@/features/identity/api/google-start'
import { ChangeEmailSection } from '@/features/identity/components/settings/change-email-section'
import { PasswordSection } from '@/features/identity/components/settings/password-section'
import { SessionsSection } from '@/features/identity/components/settings/sessions-section'
import { describeError } from '@/lib/form-errors'

interface AccountSettingsProps {
  /** This browser's session ended (signed out from the device list). */
  onSignedOut: () => void
  /** The account is gone. */
  onDeleted: () => void
}

/**
 * The account part of /settings: email, password and devices (identity), then a copy of the data
 * and deletion (account). Composed here because features do not import each other.
 */
export function AccountSettings({ onSignedOut, onDeleted }: AccountSettingsProps) {
  const { t } = useLingui()
  const me = useMe()
  if (me.isPending)
    return (
      <p role="status">
        <Trans>Loading your account…</Trans>
      </p>
    )
  if (me.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p>
          {t`We could not load your account.`} {describeError(me.error)}
        </p>
        <Button variant="secondary" onClick={() => void me.refetch()}>
          <Trans>Try again</Trans>
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
      <DeleteAccountSection
        user={user}
        googleSignInAgainUrl={googleStartUrl('/settings')}
        onDeleted={onDeleted}
      />
    </>
  )
}
