import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { useGuideSessionStore } from '@/features/guide/stores/guide-session-store'
import { useGuideStore } from '@/features/guide/stores/guide-store'
import { startDocumentSync } from '@/features/preferences/lib/document-sync'
import { useThemeStore } from '@/features/preferences/stores/theme-store'
import { setSharedDevice, useDeviceStorageStore } from '@/lib/device-storage'
import { useNoticeStore } from '@/lib/notices'
import { queryClient } from '@/lib/query-client'
import { jsonResponse } from '@/test/fake-response'
import { fakeApi } from '@/test/fake-api'
import { renderApp } from '@/test/render-app'
import { fakeServiceWorker } from '@/test/service-worker'
import { wireApiClient } from './session-wiring'

const SIGNED_OUT_NOTICE = 'You are signed out. This browser no longer shows anything from your account.'

beforeEach(() => {
  wireApiClient()
  useCookieStore.getState().signIn({ public_id: 'u_1', display_name: 'Quiet Heron', role: 'user' })
  useThemeStore.getState().setTheme('dark')
  useGuideSessionStore.getState().setSession({ session_id: 'sess_1', expires_at: '2030-01-01T00:00:00Z' })
  useGuideStore.getState().setData({ myReportId: 4 })
  queryClient.setQueryData(['auth', 'private'], { mine: true })
})

const signOutButton = () =>
  within(screen.getByRole('navigation', { name: 'Main' })).findByRole('button', { name: 'Sign out' })

describe('Sign out in the header', () => {
  it('ends the session on the server, forgets everything here, turns the theme light and goes to /', async () => {
    const stopSync = startDocumentSync()
    const api = fakeApi({ 'POST /api/v1/auth/logout': new Response(null, { status: 204 }) })
    renderApp('/memories')
    await userEvent.click(await signOutButton())

    expect(await screen.findByRole('heading', { level: 1, name: /A quiet place/ })).toBeTruthy()
    // Said, not only shown: the alert region announces it.
    expect(screen.getByRole('alert').textContent).toBe(SIGNED_OUT_NOTICE)
    expect(api.called('POST /api/v1/auth/logout')).toBe(true)
    expect(useCookieStore.getState()).toMatchObject({ signedIn: false, user: null })
    expect(localStorage.getItem('kindred-cookie')).not.toContain('Quiet Heron')
    expect(useGuideSessionStore.getState().session_id).toBeNull()
    expect(useGuideStore.getState().myReportId).toBeNull()
    expect(queryClient.getQueryData(['auth', 'private'])).toBeUndefined()
    expect(useThemeStore.getState().choice).toBe('light')
    expect(document.documentElement.classList.contains('dark')).toBe(false)
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toBeTruthy()
    expect(within(nav).getByRole('link', { name: 'Create account' })).toBeTruthy()
    stopSync()
  })

  it('when the server cannot be reached: stays signed in and says so', async () => {
    fakeApi({})
    renderApp('/memories')
    await userEvent.click(await signOutButton())
    await waitFor(() => expect(useNoticeStore.getState().notice?.message).toMatch(/could not sign you out/))
    expect(useCookieStore.getState().signedIn).toBe(true)
    expect(screen.queryByText(SIGNED_OUT_NOTICE)).toBeNull()
  })

  it('when the session had already ended: the person is signed out all the same', async () => {
    fakeApi({
      'POST /api/v1/auth/logout': jsonResponse(401, {
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Please sign in.',
        code: 'UNAUTHENTICATED',
      }),
      'POST /api/v1/auth/refresh': jsonResponse(401, {
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Please sign in again.',
        code: 'UNAUTHENTICATED',
      }),
    })
    renderApp('/memories')
    await userEvent.click(await signOutButton())
    await waitFor(() => expect(useCookieStore.getState().signedIn).toBe(false))
    expect(useNoticeStore.getState().notice).toBeNull()
  })

  it('empties the offline copies and ends push here first, while the session can say so, on any device', async () => {
    const browser = fakeServiceWorker()
    try {
      const api = fakeApi({
        'POST /api/v1/auth/logout': new Response(null, { status: 204 }),
        'DELETE /api/v1/notifications/push-subscriptions': new Response(null, { status: 204 }),
      })
      renderApp('/memories')
      /** Signing out from a browser subscribed to push: push ends here first, then the session. */
      const signOutWithPushHere = async () => {
        browser.subscribe()
        await userEvent.click(await signOutButton())
        await waitFor(() => expect(useCookieStore.getState().signedIn).toBe(false))
        expect(callOrder(api).slice(-2)).toEqual([
          'DELETE /api/v1/notifications/push-subscriptions',
          'POST /api/v1/auth/logout',
        ])
      }
      await signOutWithPushHere()
      expect(api.bodiesOf('DELETE /api/v1/notifications/push-subscriptions')).toEqual([
        { endpoint: 'https://push.example/device-1' },
      ])
      expect(browser.subscription.unsubscribe).toHaveBeenCalledOnce()
      expect(await browser.subscribed()).toBe(false)
      // A personal device keeps its worker, emptied.
      expect(browser.messages).toEqual([expect.objectContaining({ type: 'kindred-forget', device: false })])
      await waitFor(() => expect(browser.cacheNames()).toEqual([]))

      useCookieStore.getState().signIn({ public_id: 'u_1', display_name: 'Quiet Heron', role: 'user' })
      setSharedDevice(true)
      await signOutWithPushHere()
      expect(browser.subscription.unsubscribe).toHaveBeenCalledTimes(2)
      expect(browser.messages[1]).toMatchObject({ type: 'kindred-forget', device: true })
    } finally {
      browser.remove()
      useDeviceStorageStore.setState({ shared: false, sealed: false })
    }
  })

  it('signs out without telling the server of push when there is none here', async () => {
    const browser = fakeServiceWorker()
    try {
      const api = fakeApi({ 'POST /api/v1/auth/logout': new Response(null, { status: 204 }) })
      renderApp('/memories')
      await userEvent.click(await signOutButton())
      await waitFor(() => expect(useCookieStore.getState().signedIn).toBe(false))
      expect(api.called('DELETE /api/v1/notifications/push-subscriptions')).toBe(false)
    } finally {
      browser.remove()
    }
  })

  it('ends push in this browser even when the server cannot be told, and signs out all the same', async () => {
    const browser = fakeServiceWorker()
    try {
      fakeApi({
        'POST /api/v1/auth/logout': new Response(null, { status: 204 }),
        'DELETE /api/v1/notifications/push-subscriptions': jsonResponse(500, {
          statusCode: 500,
          error: 'Internal Server Error',
          message: 'Something went wrong on our side.',
          code: 'INTERNAL',
        }),
      })
      renderApp('/memories')
      browser.subscribe()
      await userEvent.click(await signOutButton())
      await waitFor(() => expect(useCookieStore.getState().signedIn).toBe(false))
      expect(await browser.subscribed()).toBe(false)
      expect(await screen.findByText(SIGNED_OUT_NOTICE)).toBeTruthy()
    } finally {
      browser.remove()
    }
  })

  it('ends push in this browser when the session had already ended', async () => {
    const browser = fakeServiceWorker()
    const unauthenticated = () =>
      jsonResponse(401, {
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Please sign in.',
        code: 'UNAUTHENTICATED',
      })
    try {
      fakeApi({
        'POST /api/v1/auth/logout': unauthenticated,
        'DELETE /api/v1/notifications/push-subscriptions': unauthenticated,
        'POST /api/v1/auth/refresh': unauthenticated,
      })
      renderApp('/memories')
      browser.subscribe()
      await userEvent.click(await signOutButton())
      await waitFor(() => expect(useCookieStore.getState().signedIn).toBe(false))
      await waitFor(async () => expect(await browser.subscribed()).toBe(false))
    } finally {
      browser.remove()
    }
  })
})

/** The order of the calls that end push and the session (other calls, a saved theme's, may come between). */
function callOrder(api: ReturnType<typeof fakeApi>) {
  return api.fetchMock.mock.calls
    .map(([url, init]) => `${init?.method} ${String(url)}`)
    .filter((call) => /push-subscriptions|auth\/logout/.test(call))
}
