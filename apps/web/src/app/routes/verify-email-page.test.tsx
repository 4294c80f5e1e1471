import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { fakeApi, sampleUser } from '@/test/fake-api'
import { navigateTo } from '@/lib/navigation'
import { renderApp } from '@/test/render-app'
import { arriveFromEmailLink, SAMPLE_TOKEN } from '@/test/tokens'
import { wireApiClient } from '../session-wiring'

const EMAIL_VERIFIED_NOTICE =
  'Your email address is verified, and you are signed in. If you take the guide now, your answers are kept with your account, so you can carry on from any device.'

const VERIFY = 'POST /api/v1/auth/verify-email'

beforeEach(() => {
  wireApiClient()
  useCookieStore.getState().signOut()
})

describe('/auth/verify', () => {
  it('takes the token out of the address bar at once, confirms it once, signs in and goes home', async () => {
    const api = fakeApi({ [VERIFY]: jsonResponse(200, { user: sampleUser }) })
    arriveFromEmailLink('/auth/verify')
    renderApp('/auth/verify')
    await screen.findByRole('heading', { level: 1 })
    expect(window.location.hash).toBe('')
    expect(window.location.href).not.toContain(SAMPLE_TOKEN)

    expect(await screen.findByRole('heading', { level: 1, name: 'Your space' })).toBeTruthy()
    expect(api.bodiesOf(VERIFY)).toEqual([{ token: SAMPLE_TOKEN }])
    expect(useCookieStore.getState()).toMatchObject({ signedIn: true, user: { display_name: 'Quiet Heron' } })
  })

  it('says on the page it lands on that the email is verified, announced, until the person moves on', async () => {
    fakeApi({ [VERIFY]: jsonResponse(200, { user: sampleUser }) })
    arriveFromEmailLink('/auth/verify')
    renderApp('/auth/verify')
    expect(await screen.findByRole('heading', { level: 1, name: 'Your space' })).toBeTruthy()
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe(EMAIL_VERIFIED_NOTICE)
    expect(alert.textContent).toMatch(/^Your email address is verified, and you are signed in\./)

    await act(() => navigateTo('/'))
    expect(screen.getByRole('alert').textContent).toBe('')
  })

  it('confirms it just the same when someone was already signed in, and signs in the verified person', async () => {
    useCookieStore.getState().signIn({ public_id: 'u_someone_else', display_name: 'Old Name', role: 'user' })
    fakeApi({ [VERIFY]: jsonResponse(200, { user: sampleUser }) })
    arriveFromEmailLink('/auth/verify')
    renderApp('/auth/verify')
    expect(await screen.findByRole('heading', { level: 1, name: 'Your space' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe(EMAIL_VERIFIED_NOTICE)
    expect(useCookieStore.getState().user).toMatchObject({ public_id: sampleUser.public_id })
  })

  it('an expired or used link: says so and offers a new one', async () => {
    const api = fakeApi({
      [VERIFY]: errorResponse(400, 'This link has expired.', 'INVALID_TOKEN'),
      'POST /api/v1/auth/resend-verification': jsonResponse(202, { message: 'ok' }),
    })
    arriveFromEmailLink('/auth/verify')
    renderApp('/auth/verify')
    const heading = await screen.findByRole('heading', { name: 'This link has expired or was already used' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(useCookieStore.getState().signedIn).toBe(false)

    await userEvent.type(screen.getByLabelText('Email address'), 'me@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send me a new link' }))
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy()
    expect(api.bodiesOf('POST /api/v1/auth/resend-verification')).toEqual([{ email: 'me@example.com' }])
  })

  it('without a token, or with one cut short, sends nothing and explains', async () => {
    const api = fakeApi({})
    renderApp('/auth/verify')
    expect(await screen.findByRole('heading', { name: 'Please open the link from your email' })).toBeTruthy()
    arriveFromEmailLink('/auth/verify', SAMPLE_TOKEN.slice(0, 20))
    renderApp('/auth/verify')
    expect(await screen.findByRole('heading', { name: 'This link is not complete' })).toBeTruthy()
    expect(api.called(VERIFY)).toBe(false)
  })
})
