import { useGuideSessionStore } from './guide-session-store'
import { useGuideStore } from './guide-store'

/** Forgets the session and everything answered in it, on this device. */
export function forgetGuide(): void {
  useGuideSessionStore.getState().clearSession()
  useGuideStore.getState().reset()
}
