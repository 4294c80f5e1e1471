import { STAY_SIGNED_IN_KEY } from './quick-exit-sign-out'

// Apart from quick-exit-sign-out.ts, which the first page loads: only Settings changes the choice.

/** Saves the choice; false when the browser refuses to keep it (nothing has changed then). */
export function setStaySignedIn(stay: boolean): boolean {
  try {
    if (stay) localStorage.setItem(STAY_SIGNED_IN_KEY, 'on')
    else localStorage.removeItem(STAY_SIGNED_IN_KEY)
    return true
  } catch {
    return false
  }
}
