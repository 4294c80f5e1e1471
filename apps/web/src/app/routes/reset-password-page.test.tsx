import { i18n } from '@lingui/core'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { FORGOT_SENT_MESSAGE } from '@/features/identity/components/forgot-password-form'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { fakeApi } from '@/test/fake-api'
import { renderApp } from '@/test/render-app'
import { arriveFromEmailLink, SAMPLE_TOKEN } from '@/test/tokens'
import { wireApiClient } from '../session-wiring'

const PASSWORD_RESET_NOTICE =
  'Your new password is saved, and every device has been signed out. Please sign in with your new password.'

const RESET = 'POST /api/v1/auth/password/reset'

beforeEach(() => {
  wireApiClient()
  useCookieStore.getState().signOut()
})

describe('/auth/reset-password without a token: "forgot password"', () => {
  it('asks for the email and gives the same answer whether or not there is an account', async () => {
    const api = fakeApi({ 'POST /api/v1/auth/password/forgot': jsonResponse(202, { message: 'ok' }) })
    renderApp('/auth/reset-password')
    await userEvent.type(await screen.findByLabelText('Email address'), 'me@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Email me a link' }))
    expect(await screen.findByText(i18n._(FORGOT_SENT_MESSAGE))).toBeTruthy()
    expect(api.bodiesOf('POST /api/v1/auth/password/forgot')).toEqual([{ email: 'me@example.com' }])
  })

  it('is one click from the sign-in page', async () => {
    renderApp('/login')
    await userEvent.click(await screen.findByRole('link', { name: 'Forgot your password?' }))
    expect(await screen.findByRole('button', { name: 'Email me a link' })).toBeTruthy()
  })
})

describe('/auth/reset-password with a token', () => {
  it('strips the token, keeps the password on a 422, then sends the person to sign in', async () => {
    const message =
      'This password is one of the most common ones, so it is easy to guess. Please choose another.'
    let attempts = 0
    const api = fakeApi({
      [RESET]: () =>
        ++attempts === 1
          ? errorResponse(422, message, 'COMMON_PASSWORD', { fields: [{ path: 'body.password', message }] })
          : jsonResponse(200, { message: 'Your password is changed.' }),
    })
    useCookieStore.getState().signIn({ public_id: 'u_1', display_name: 'Quiet Heron', role: 'user' })
    arriveFromEmailLink('/auth/reset-password')
    renderApp('/auth/reset-password')
    const password = (await screen.findByLabelText('New password')) as HTMLInputElement
    expect(window.location.hash).toBe('')

    await userEvent.type(password, 'password123')
    await userEvent.click(screen.getByRole('button', { name: 'Save my new password' }))
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getAllByText(message).length).toBeGreaterThan(0)
    expect(password.value).toBe('password123')

    await userEvent.type(password, ' and more words')
    await userEvent.click(screen.getByRole('button', { name: 'Save my new password' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy()
    expect(screen.getByText(PASSWORD_RESET_NOTICE).getAttribute('role')).toBe('status')
    expect(api.bodiesOf(RESET)).toEqual([
      { token: SAMPLE_TOKEN, password: 'password123' },
      { token: SAMPLE_TOKEN, password: 'password123 and more words' },
    ])
    // Every session ended, this browser's too.
    expect(useCookieStore.getState().signedIn).toBe(false)
  })

  it('an expired link: says so and offers a new one', async () => {
    fakeApi({ [RESET]: errorResponse(400, 'This link has expired.', 'INVALID_TOKEN') })
    arriveFromEmailLink('/auth/reset-password')
    renderApp('/auth/reset-password')
    await userEvent.type(await screen.findByLabelText('New password'), 'a long enough passphrase')
    await userEvent.click(screen.getByRole('button', { name: 'Save my new password' }))
    expect(
      await screen.findByRole('heading', { name: 'This link has expired or was already used' }),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Email me a link' })).toBeTruthy()
  })
})
