import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { startDocumentSync } from '@/features/preferences/lib/document-sync'
import { resumeQuickExit } from '@/features/safety/lib/quick-exit'
import { registerServiceWorker } from '@/lib/service-worker'
import { wireApiClient } from './session-wiring'

/**
 * Everything that must happen before the first paint: no flash of the wrong theme or text size.
 * False when a quick exit under way leaves from this document: then nothing starts at all.
 */
export function bootstrap(): boolean {
  // First of all: a quick exit under way (or an entry it left behind) leaves before anything shows.
  if (resumeQuickExit()) return false
  wireApiClient()
  startDocumentSync()
  // Installs the offline shell once the first screen has settled (production builds only).
  registerServiceWorker()
  // Only someone who may be signed in needs the check (and the schemas it parses with), so a
  // visitor's first load does not carry them.
  // The state is read now, before the first render: landing on /home resets login-in-progress
  // (seed §2) before the lazily loaded check runs, and a Google sign-in must still be confirmed.
  const { signedIn, loginInProgress } = useCookieStore.getState()
  if (signedIn || loginInProgress) {
    void import('./confirm-session').then((m) => m.confirmSessionOnStart({ signedIn, loginInProgress }))
  }
  return true
}
