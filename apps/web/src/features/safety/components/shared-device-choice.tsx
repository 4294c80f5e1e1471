import { Trans } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { setSharedDevice, useDeviceStorageStore } from '@/lib/device-storage'

/**
 * "This is a shared device": what the browser keeps for Kindred (the guide, who is signed in, theme,
 * text size) is kept for this tab only, and a quick exit signs out and leaves nothing of Kindred in
 * the browser (decisions 012, 056). Offered in the guide, on sign-in and in Settings; takes effect
 * when ticked, and lasts until the tab is closed.
 */
export function SharedDeviceChoice() {
  const id = useId()
  const shared = useDeviceStorageStore((state) => state.shared)
  const [failed, setFailed] = useState(false)
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={shared}
          onChange={(event) => setFailed(!setSharedDevice(event.target.checked))}
          aria-describedby={`${id}-hint`}
          className="mt-1 size-6 shrink-0 accent-brand dark:accent-brand-soft"
        />
        <label htmlFor={id} className="font-semibold">
          <Trans>This is a shared device: keep things in this tab only</Trans>
        </label>
      </div>
      <p id={`${id}-hint`} className="text-base text-muted">
        <Trans>
          This browser then keeps your guide answers, where you are in the guide, that you are signed in, your
          theme and text size only until you close this tab, and Quick exit signs you out and leaves nothing
          of Kindred in it: no cookie, no saved data, no offline copy. Without an account, closing the tab
          also loses the way back to your answers.
        </Trans>
      </p>
      {failed ? (
        <p role="alert" className="font-semibold text-danger">
          <Trans>This browser did not let us move what it keeps, so nothing has changed.</Trans>
        </p>
      ) : null}
    </div>
  )
}
