import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useCookieStore, type SessionUser } from '@/features/identity/stores/cookie-store'
import { useGuideSessionStore } from '@/features/guide/stores/guide-session-store'
import { useGuideStore } from '@/features/guide/stores/guide-store'
import { usePreferenceStore } from '@/features/preferences/stores/preference-store'
import { useThemeStore } from '@/features/preferences/stores/theme-store'
import { PREFERENCE_PATHS } from '@kindred/contract/preferences'
import { apiRequest } from '@/lib/api-client'
import { registerNavigator } from '@/lib/navigation'
import { jsonResponse } from '@/test/fake-response'
import { renderApp } from '@/test/render-app'
import { wireApiClient } from './session-wiring'

const ACCESS = 'eyJhbGciOiJIUzI1NiJ9.access-token-value'
const REFRESH = 'refresh-token-value-0123456789abcdef'
const CSRF = 'csrf-token-value-fedcba9876543210'

let unregister: () => void
beforeEach(() => {
  wireApiClient()
  unregister = registerNavigator(vi.fn())
  // In a real browser the first two are HttpOnly; here they are readable, which makes the test stricter.
  document.cookie = `accessToken=${ACCESS}; path=/`
  document.cookie = `refreshToken=${REFRESH}; path=/`
  document.cookie = `csrfToken=${CSRF}; path=/`
})
afterEach(() => unregister())

function everythingStored(): string {
  const values: string[] = []
  for (const storage of [localStorage, sessionStorage]) {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i) ?? ''
      values.push(key, storage.getItem(key) ?? '')
    }
  }
  return values.join('\n')
}

describe('no token is ever stored', () => {
  it('after signing in, refreshing, using the guide, preferences and display controls', async () => {
    let refreshed = false
    const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input)
      if (url === '/api/v1/auth/refresh') {
        refreshed = true
        return jsonResponse(200, {})
      }
      if (url === '/api/v1/auth/me' && !refreshed)
        return jsonResponse(401, {
          statusCode: 401,
          error: 'Unauthorized',
          message: 'Sign in',
          code: 'UNAUTHENTICATED',
        })
      // A careless server echoing a token must still not get it stored.
      return jsonResponse(200, {
        user: { public_id: 'u_1', display_name: 'Quiet Heron', role: 'user', access_token: ACCESS },
        session_id: 'sess_1',
        expires_at: '2030-01-01T00:00:00Z',
      })
    })
    vi.stubGlobal('fetch', fetchMock)

    const login = await apiRequest<{ user: SessionUser }>('/api/v1/auth/login', {
      method: 'POST',
      body: { email: 'me@example.com', password: 'a long passphrase' },
      globalErrors: false,
    })
    useCookieStore.getState().signIn(login.user)
    const me = await apiRequest<{ user: SessionUser }>('/api/v1/auth/me')
    useCookieStore.getState().signIn(me.user)
    useThemeStore.getState().applyLoginTheme(null)

    const session = await apiRequest<{ session_id: string; expires_at: string }>(
      '/api/v1/childhood-trauma-guide/sessions/create/',
      { method: 'POST' },
    )
    useGuideSessionStore.getState().setSession(session)
    useGuideStore.getState().selectShortcut(1, true)
    useGuideStore.getState().setGoToReport(true)
    usePreferenceStore.getState().setCategories([], 'en')

    renderApp('/memories')
    await userEvent.click(screen.getByRole('button', { name: 'Dark theme' }))
    await userEvent.click(screen.getByRole('button', { name: 'Larger text' }))
    // Signed in, the theme is saved too: the save has begun (its code loaded) before the test ends.
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(PREFERENCE_PATHS.options),
    )

    expect(refreshed).toBe(true)
    const stored = everythingStored()
    expect(stored).toContain('Quiet Heron')
    for (const token of [ACCESS, REFRESH, CSRF]) expect(stored).not.toContain(token)
    expect(stored).not.toMatch(/access_?token|refresh_?token|csrf/i)
  })
})
