import { useEffect, useState } from 'react'
import { deviceStorage } from './device-storage'

/**
 * Whether this device has shown something before this visit (the introduction of /memories, say),
 * so a returning person can go straight to what they came for. Read once as the page opens, so the
 * page never changes under the person, and noted for next time. Kept like the theme (decisions 005
 * and 040): in localStorage, or only in this tab on a shared device, where a quick exit forgets it.
 * It holds `true` and nothing else.
 */
export function useShownBefore(key: `kindred-${string}`): boolean {
  const [shownBefore] = useState(() => readShown(key))
  useEffect(() => {
    if (!shownBefore) noteShown(key)
  }, [key, shownBefore])
  return shownBefore
}

function readShown(key: string): boolean {
  try {
    return deviceStorage.getItem(key) === 'true'
  } catch {
    // Storage refused: show it, as to someone new.
    return false
  }
}

function noteShown(key: string): void {
  try {
    deviceStorage.setItem(key, 'true')
  } catch {
    // Storage full or refused: shown again next time, which does no harm.
  }
}
