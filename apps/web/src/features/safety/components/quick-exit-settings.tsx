import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { HintedChoice } from '@/components/ui/hinted-choice'
import { SettingsSection } from '@/components/ui/settings-section'
import { useDeviceStorageStore } from '@/lib/device-storage'
import { readStaySignedIn } from '../lib/quick-exit-sign-out'
import { setStaySignedIn } from '../lib/stay-signed-in-choice'
import { SharedDeviceChoice } from './shared-device-choice'

/**
 * "Quick exit on this device" in Settings (decision 056): whether a quick exit signs this browser out
 * (it does unless the person asks otherwise) and whether this is a shared device. Both are this
 * browser's, not the account's: the person's own phone and a library computer differ.
 */
export function QuickExitSettings() {
  const { t } = useLingui()
  const id = useId()
  const shared = useDeviceStorageStore((state) => state.shared)
  const [stay, setStay] = useState(readStaySignedIn)
  const [failed, setFailed] = useState(false)
  const choose = (next: boolean) => {
    const kept = setStaySignedIn(next)
    setFailed(!kept)
    if (kept) setStay(next)
  }
  return (
    <SettingsSection heading={t`Quick exit on this device`}>
      <p>
        <Trans>
          Quick exit signs you out on this device as it leaves for a neutral website. These choices are kept
          by this browser only.
        </Trans>
      </p>
      <HintedChoice
        id={`${id}-stay`}
        hintId={`${id}-stay-hint`}
        type="checkbox"
        checked={stay && !shared}
        disabled={shared}
        onChange={(event) => choose(event.target.checked)}
        label={t`Stay signed in after a quick exit`}
        hint={
          shared
            ? t`Not on a shared device: there, quick exit always signs you out.`
            : t`Only on a device no one else uses: whoever opens Kindred here next will be in your account.`
        }
      />
      {failed ? (
        <p role="alert" className="font-semibold text-danger">
          <Trans>This browser did not let us keep that choice, so nothing has changed.</Trans>
        </p>
      ) : null}
      <SharedDeviceChoice />
    </SettingsSection>
  )
}
