import { CSRF_HEADER } from '@kindred/contract/http'
import { apiClientHandlers } from './api-client-config'
import { readCsrfCookie } from './cookies'
import { navigateTo } from './navigation'

export const REFRESH_PATH = '/api/v1/auth/refresh'

export type RefreshOutcome = 'refreshed' | 'ended' | 'unreachable'

// Counts successful refreshes and sign-ins, so a call that failed with the old access token after
// someone else already refreshed (or signed in) just retries instead of starting a second refresh
// (the refresh token rotates).
let generation = 0
let inFlight: Promise<RefreshOutcome> | null = null

export function sessionGeneration(): number {
  return generation
}

/**
 * Someone has just signed in (an email link, the login form, Google): the cookies are new. A call
 * still on its way with the session this replaced, which the sign-in ended, retries with the new
 * one instead of refreshing the ended session and signing the person out.
 */
export function noteNewSession(): void {
  generation += 1
}

/**
 * One `POST /api/v1/auth/refresh` shared by every call that got a 401 (SPEC §3.5). When it fails
 * the person is signed out and taken to `/` once, however many calls were waiting.
 */
export function refreshSession(seenGeneration: number): Promise<RefreshOutcome> {
  if (seenGeneration !== generation) return Promise.resolve('refreshed')
  inFlight ??= runRefresh().finally(() => {
    inFlight = null
  })
  return inFlight
}

async function runRefresh(): Promise<RefreshOutcome> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' }
  const csrfToken = readCsrfCookie()
  if (csrfToken) headers[CSRF_HEADER] = csrfToken
  let ok: boolean
  try {
    const response = await fetch(REFRESH_PATH, {
      method: 'POST',
      headers,
      body: '{}',
      credentials: 'include',
    })
    ok = response.ok
  } catch {
    // Offline is not a verdict on the session: keep the person signed in and let the call fail.
    return 'unreachable'
  }
  if (ok) {
    generation += 1
    return 'refreshed'
  }
  apiClientHandlers().onSignedOut()
  navigateTo('/', { replace: true })
  return 'ended'
}
