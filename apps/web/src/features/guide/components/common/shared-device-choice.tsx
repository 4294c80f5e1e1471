import { useId, useState } from 'react'
import { setSharedDevice, useDeviceStorageStore } from '@/lib/device-storage'

const NOT_MOVED = 'This browser did not let us move what it keeps, so nothing has changed.'

/**
 * "This is a shared device": the guide's state (and theme, text size, who is signed in) is kept for
 * this tab only, and quick exit forgets it at once (decision 012). Takes effect when ticked.
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
          This is a shared device: keep my answers in this tab only
        </label>
      </div>
      <p id={`${id}-hint`} className="text-base text-muted">
        This browser then keeps your answers, where you are in the guide, your theme and text size only until
        you close this tab, and Quick exit forgets them at once. Without an account, closing the tab also
        loses the way back to your answers.
      </p>
      {failed ? (
        <p role="alert" className="font-semibold text-danger">
          {NOT_MOVED}
        </p>
      ) : null}
    </div>
  )
}
