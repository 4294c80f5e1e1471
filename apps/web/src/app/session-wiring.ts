import { useCookieStore, type SessionUser } from '@/features/identity/stores/cookie-store'
import { forgetGuide } from '@/features/guide/stores/forget-guide'
import { useThemeStore } from '@/features/preferences/stores/theme-store'
import { configureApiClient } from '@/lib/api-client-config'
import { forgetCachedData } from '@/lib/cached-data'
import { forgetCarriedAnswers } from '@/lib/carried-answers'
import { useDeviceStorageStore } from '@/lib/device-storage'
import { endPushInBrowser, forgetOfflineCopies } from '@/lib/service-worker'
import { noteNewSession } from '@/lib/session-refresh'

/**
 * Someone has just signed in (password, email link or Google): remember who (public fields only),
 * pick the theme by the login rule, and end the login-in-progress indicator.
 */
export function startSignedInSession(user: SessionUser): void {
  noteNewSession()
  useCookieStore.getState().signIn(user)
  // The rule runs at once without the saved preference, and again when it arrives.
  useThemeStore.getState().applyLoginTheme(null)
  useCookieStore.getState().setLoginInProgress(false)
  // Loaded with the call: the preferences API and its schemas stay out of a first visit's code.
  void import('@/features/preferences/lib/saved-theme').then(({ applySavedTheme }) => applySavedTheme())
}

/**
 * Seed §8 on a 401 that refresh cannot fix: sign out, light theme, no guide session, no cached data;
 * no offline copy and no push on this device (on a shared device, no service worker either:
 * decision 055). A sign-out has told the server already; a session that ended cannot.
 */
export function endSignedInSession(): void {
  useCookieStore.getState().signOut()
  useThemeStore.getState().forceLight()
  forgetGuide()
  forgetCachedData()
  forgetCarriedAnswers()
  forgetOfflineCopies({ device: useDeviceStorageStore.getState().shared })
  void endPushInBrowser()
}

export function wireApiClient(): void {
  configureApiClient({
    isSignedIn: () => useCookieStore.getState().signedIn,
    onSignedOut: endSignedInSession,
    onGuideSessionInvalid: forgetGuide,
    // Loaded with the call: the identity API and its schemas stay out of a first visit's code.
    onSuspended: () => void import('./refresh-suspension').then((m) => m.refreshSuspension()),
  })
}
