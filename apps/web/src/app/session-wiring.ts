import { useCookieStore } from '@/features/auth/stores/cookie-store'
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
