import { useGuideSessionStore } from './guide-session-store'
import { useGuideStore } from './guide-store'

/**
 * Forgets the guide session and everything answered in it, on this device: answers without their
 * session are of no use, and on a shared device they should not linger.
 */
export function forgetGuide(): void {
  useGuideSessionStore.getState().clearSession()
  useGuideStore.getState().reset()
}
