import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { useGuideSessionStore } from '@/features/guide/stores/guide-session-store'
import { useGuideStore } from '@/features/guide/stores/guide-store'
import { startDocumentSync } from '@/features/preferences/lib/document-sync'
import { useThemeStore } from '@/features/preferences/stores/theme-store'
import { apiRequest } from '@/lib/api-client'
import { registerNavigator } from '@/lib/navigation'
import { queryClient } from '@/lib/query-client'
import { useNoticeStore } from '@/lib/notices'
import { sampleUser } from '@/test/fake-api'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { wireApiClient } from './session-wiring'

const navigate = vi.fn()
let cleanups: (() => void)[] = []

beforeEach(() => {
  wireApiClient()
  navigate.mockReset()
  cleanups = [registerNavigator(navigate), startDocumentSync()]
  useCookieStore.getState().signIn({ public_id: 'u_1', display_name: 'Quiet Heron', role: 'user' })
  useThemeStore.getState().setTheme('dark')
  useGuideSessionStore.getState().setSession({ session_id: 'sess_1', expires_at: '2030-01-01T00:00:00Z' })
  useGuideStore.getState().setData({
    myReportId: 4,
    userAnswers: [{ id: 1, trauma_id: 1, value: 'yes', counts: true, answered_at: '2030-01-01T00:00:00Z' }],
  })
  queryClient.setQueryData(['private'], { mine: true })
})
afterEach(() => cleanups.forEach((cleanup) => cleanup()))

describe('when the session ends and cannot be refreshed', () => {
  it('signs out, turns the theme light, forgets the guide session and cached data, and goes to /', async () => {
    window.history.replaceState(null, '', '/settings')
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(errorResponse(401, 'Please sign in')))
    expect(document.documentElement.classList.contains('dark')).toBe(true)

    await expect(apiRequest('/api/v1/user-preference/get-user-preferences')).rejects.toMatchObject({
      status: 401,
    })

    expect(useCookieStore.getState()).toMatchObject({ signedIn: false, user: null })
    expect(useThemeStore.getState().choice).toBe('light')
    expect(document.documentElement.classList.contains('dark')).toBe(false)
    expect(useGuideSessionStore.getState().session_id).toBeNull()
    expect(useGuideStore.getState()).toMatchObject({ myReportId: null, userAnswers: [] })
    expect(queryClient.getQueryData(['private'])).toBeUndefined()
    expect(navigate).toHaveBeenCalledWith('/', { replace: true })
  })
})

describe('when the guide session is invalid', () => {
  it('forgets the guide session but keeps the person signed in', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(errorResponse(400, 'session_id is invalid')))
    await expect(apiRequest('/api/v1/childhood-trauma-guide/stats/')).rejects.toBeTruthy()
    expect(useGuideSessionStore.getState().session_id).toBeNull()
    expect(useCookieStore.getState().signedIn).toBe(true)
    expect(navigate).toHaveBeenCalledWith('/', { replace: true })
  })
})

describe('when a write is refused because the person is suspended', () => {
  it('says the server’s words, not "Access forbidden!", and the session learns until when', async () => {
    const message = 'Your account is suspended until 10 March. You can still read.'
    const until = '2030-03-10T12:00:00.000Z'
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === '/api/v1/auth/me'
          ? jsonResponse(200, { user: { ...sampleUser, public_id: 'u_1', suspension: { until } } })
          : errorResponse(403, message, 'SUSPENDED'),
      ),
    )
    await expect(apiRequest('/api/v1/comments/', { method: 'POST', body: {} })).rejects.toMatchObject({
      message,
    })
    expect(useNoticeStore.getState().notice).toBeNull()
    await vi.waitFor(() => expect(useCookieStore.getState().user?.suspension).toEqual({ until }))
    expect(useCookieStore.getState().signedIn).toBe(true)
  })
})
