import { CSRF_HEADER, QUICK_EXIT_SIGN_OUT_PATH } from '@kindred/contract/http'
import { apiClientHandlers } from '@/lib/api-client-config'
import { readCsrfCookie } from '@/lib/cookies'

/**
 * "Stay signed in after a quick exit", for this device only (decision 056). Kept in localStorage
 * under Kindred's prefix, so a shared device's quick exit forgets it with everything else.
 */
export const STAY_SIGNED_IN_KEY = 'kindred-quick-exit-stays-signed-in'

export function readStaySignedIn(): boolean {
  try {
    return localStorage.getItem(STAY_SIGNED_IN_KEY) === 'on'
  } catch {
    // Storage blocked: the default, which signs out.
    return false
  }
}

/**
 * Asks the server to end this browser's session and clear its cookies (all of them on a shared
 * device), without waiting: a `keepalive` request goes on after the page has gone, so the neutral
 * site opens as fast as before. Visitors send it too: it costs nothing, and on a shared device it
 * clears the known-device cookie. Then the page forgets a signed-in person as a sign-out does (who
 * is signed in, the guide linked to the account, cached data), so Kindred opened again starts signed
 * out, without a moment of "Your space". On the person's own device, "stay signed in" keeps all of it.
 * Must run before the CSRF cookie is forgotten: the header is what tells the server it is us.
 */
export function signOutAsLeaving(sharedDevice: boolean): void {
  if (!sharedDevice && readStaySignedIn()) return
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  const csrf = readCsrfCookie()
  if (csrf) headers[CSRF_HEADER] = csrf
  try {
    void fetch(QUICK_EXIT_SIGN_OUT_PATH, {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers,
      body: JSON.stringify({ shared_device: sharedDevice }),
    }).catch(() => null)
  } catch {
    // A browser that will not send it: the exit goes on all the same.
  }
  // A visitor has no one to forget, and keeps the key to the guide answers they gave here.
  const handlers = apiClientHandlers()
  if (handlers.isSignedIn()) handlers.onSignedOut()
}
