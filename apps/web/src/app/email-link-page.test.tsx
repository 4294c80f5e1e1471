import { i18n } from '@lingui/core'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { FORGOT_SENT_MESSAGE } from '@/features/identity/components/forgot-password-form'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { AUTH_CALLS } from '@/test/api-calls'
import { fakeApi, sampleUser } from '@/test/fake-api'
import { jsonResponse } from '@/test/fake-response'
import { renderAppInBrowser } from '@/test/render-app'
import { pasteEmailLink, SAMPLE_TOKEN, type LinkSignal } from '@/test/tokens'
import { wireApiClient } from './session-wiring'

const { forgot: FORGOT, reset: RESET, verify: VERIFY, resend: RESEND } = AUTH_CALLS
const { confirmEmail: CONFIRM_EMAIL, confirmPassword: CONFIRM_PASSWORD } = AUTH_CALLS

const ANSWERS = {
  [FORGOT]: jsonResponse(202, { message: 'ok' }),
  [RESET]: jsonResponse(200, { message: 'Your password is changed.' }),
  [VERIFY]: jsonResponse(200, { user: sampleUser }),
  [RESEND]: jsonResponse(202, { message: 'ok' }),
  [CONFIRM_EMAIL]: jsonResponse(200, { message: 'Your email address is changed.' }),
  [CONFIRM_PASSWORD]: jsonResponse(200, { user: sampleUser }),
}

beforeEach(() => {
  wireApiClient()
  useCookieStore.getState().signOut()
})

describe('an email link pasted into the tab that asked for it', () => {
  it('reset password: "Check your email" gives way to the new-password form, and the new password is saved', async () => {
    const api = fakeApi(ANSWERS)
    renderAppInBrowser('/auth/reset-password')
    await userEvent.type(await screen.findByLabelText('Email address'), 'me@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Email me a link' }))
    expect(await screen.findByText(i18n._(FORGOT_SENT_MESSAGE))).toBeTruthy()

    act(() => pasteEmailLink('/auth/reset-password'))
    const password = await screen.findByLabelText('New password')
    expect(screen.queryByText(i18n._(FORGOT_SENT_MESSAGE))).toBeNull()
    expect(window.location.hash).toBe('')
    expect(window.location.pathname).toBe('/auth/reset-password')
    // "Check your email" had focus and is gone: focus goes to the page's heading, as after a navigation.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 1, name: 'Choose a new password' }),
      ),
    )

    await userEvent.type(password, 'a long enough passphrase')
    await userEvent.click(screen.getByRole('button', { name: 'Save my new password' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy()
    expect(api.bodiesOf(RESET)).toEqual([{ token: SAMPLE_TOKEN, password: 'a long enough passphrase' }])
  })

  it('confirm the address: after asking again for a link cut short, the new one confirms once and signs in', async () => {
    const api = fakeApi(ANSWERS)
    renderAppInBrowser(`/auth/verify#token=${SAMPLE_TOKEN.slice(0, 20)}`)
    expect(await screen.findByRole('heading', { name: 'This link is not complete' })).toBeTruthy()
    await userEvent.type(screen.getByLabelText('Email address'), 'me@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }))
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy()

    // Chromium says so twice (popstate, then hashchange): one link, one confirmation.
    act(() => pasteEmailLink('/auth/verify'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Your space' })).toBeTruthy()
    expect(api.bodiesOf(VERIFY)).toEqual([{ token: SAMPLE_TOKEN }])
    expect(useCookieStore.getState()).toMatchObject({ signedIn: true, user: { display_name: 'Quiet Heron' } })
  })

  const PAGES: { path: string; read: (api: ReturnType<typeof fakeApi>) => Promise<void> }[] = [
    {
      path: '/auth/reset-password',
      read: async () => void (await screen.findByLabelText('New password')),
    },
    {
      path: '/auth/verify',
      read: async (api) =>
        await waitFor(() => expect(api.bodiesOf(VERIFY)).toEqual([{ token: SAMPLE_TOKEN }])),
    },
    {
      path: '/auth/confirm-email',
      read: async (api) => {
        expect(await screen.findByRole('heading', { name: 'Your email address is changed' })).toBeTruthy()
        expect(api.bodiesOf(CONFIRM_EMAIL)).toEqual([{ token: SAMPLE_TOKEN }])
      },
    },
    {
      path: '/auth/confirm-password',
      read: async () => void (await screen.findByLabelText('New password')),
    },
  ]
  const SIGNALS: LinkSignal[] = ['popstate', 'hashchange']

  for (const { path, read } of PAGES) {
    for (const signal of SIGNALS) {
      it(`${path}: read when only ${signal} tells of it`, async () => {
        const api = fakeApi(ANSWERS)
        renderAppInBrowser(path)
        await screen.findByRole('heading', { level: 1 })
        if (path !== '/auth/reset-password') {
          expect(
            await screen.findByRole('heading', { name: 'Please open the link from your email' }),
          ).toBeTruthy()
        }
        act(() => pasteEmailLink(path, SAMPLE_TOKEN, [signal]))
        await read(api)
        expect(window.location.hash).toBe('')
        expect(screen.queryByRole('heading', { name: 'Please open the link from your email' })).toBeNull()
      })
    }
  }

  it('an address change without a token (the skip link, say) leaves the page as it is', async () => {
    fakeApi(ANSWERS)
    renderAppInBrowser('/auth/reset-password')
    await userEvent.type(await screen.findByLabelText('Email address'), 'me@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Email me a link' }))
    expect(await screen.findByText(i18n._(FORGOT_SENT_MESSAGE))).toBeTruthy()
    act(() => {
      window.history.pushState(null, '', '/auth/reset-password#main-content')
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }))
      window.dispatchEvent(new Event('hashchange'))
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByText(i18n._(FORGOT_SENT_MESSAGE))).toBeTruthy()
  })
})
