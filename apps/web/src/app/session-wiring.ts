import { useCookieStore, type SessionUser } from '@/features/auth/stores/cookie-store'
import { useGuideSessionStore } from '@/features/guide/stores/guide-session-store'
import { useGuideStore } from '@/features/guide/stores/guide-store'
import { useThemeStore } from '@/features/preferences/stores/theme-store'
import { configureApiClient } from '@/lib/api-client-config'
import { queryClient } from '@/lib/query-client'

/**
 * Forget the guide session and everything answered in it: answers without their session are of no
 * use, and on a shared device they should not linger.
 */
export function clearGuideSession(): void {
  useGuideSessionStore.getState().clearSession()
  useGuideStore.getState().reset()
}

/**
 * Someone has just signed in (password, email link or Google): remember who (public fields only),
 * pick the theme by the login rule, and end the login-in-progress indicator.
 */
export function startSignedInSession(user: SessionUser): void {
  useCookieStore.getState().signIn(user)
  // No saved preference is known yet at this point; preferences, once they load, may change it.
  useThemeStore.getState().applyLoginTheme(null)
  useCookieStore.getState().setLoginInProgress(false)
}

/** Seed §8 on a 401 that refresh cannot fix: sign out, light theme, no guide session, no cached data. */
export function endSignedInSession(): void {
  useCookieStore.getState().signOut()
  useThemeStore.getState().forceLight()
  clearGuideSession()
  queryClient.clear()
}

export function wireApiClient(): void {
  configureApiClient({
    isSignedIn: () => useCookieStore.getState().signedIn,
    onSignedOut: endSignedInSession,
    onGuideSessionInvalid: clearGuideSession,
  })
}
