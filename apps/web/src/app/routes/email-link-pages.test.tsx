import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { fakeApi, sampleUser } from '@/test/fake-api'
import { renderApp } from '@/test/render-app'
import { arriveFromEmailLink, SAMPLE_TOKEN } from '@/test/tokens'
import { wireApiClient } from '../session-wiring'
import { signInSampleUser } from '@/test/signed-in'

beforeEach(() => {
  wireApiClient()
  signInSampleUser({ display_name: 'Old Name' })
})

describe('/auth/confirm-email', () => {
  const CONFIRM = 'POST /api/v1/auth/email/change/confirm'

  it('strips the token, confirms it once and says the address is changed', async () => {
    const api = fakeApi({ [CONFIRM]: jsonResponse(200, { message: 'Your email address is changed.' }) })
    arriveFromEmailLink('/auth/confirm-email')
    renderApp('/auth/confirm-email')
    expect(await screen.findByRole('heading', { name: 'Your email address is changed' })).toBeTruthy()
    expect(window.location.hash).toBe('')
    expect(api.bodiesOf(CONFIRM)).toEqual([{ token: SAMPLE_TOKEN }])
    expect(screen.getByRole('link', { name: 'Go to Settings' })).toBeTruthy()
  })

  it('an address taken in the meantime, or an old link: says so', async () => {
    fakeApi({ [CONFIRM]: errorResponse(400, 'This link has expired.', 'INVALID_TOKEN') })
    arriveFromEmailLink('/auth/confirm-email')
    renderApp('/auth/confirm-email')
    expect(
      await screen.findByRole('heading', { name: 'This link has expired or was already used' }),
    ).toBeTruthy()
  })
})

describe('/auth/confirm-password', () => {
  const CONFIRM = 'POST /api/v1/auth/password/change/confirm'

  it('strips the token, sets the password and refreshes the signed-in name', async () => {
    const api = fakeApi({ [CONFIRM]: jsonResponse(200, { user: sampleUser }) })
    arriveFromEmailLink('/auth/confirm-password')
    renderApp('/auth/confirm-password')
    const password = await screen.findByLabelText('New password')
    expect(window.location.hash).toBe('')
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password.getAttribute('type')).toBe('text')
    await userEvent.type(password, 'a long enough passphrase')
    await userEvent.click(screen.getByRole('button', { name: 'Save my password' }))

    expect(await screen.findByRole('heading', { name: 'Your password is set' })).toBeTruthy()
    expect(api.bodiesOf(CONFIRM)).toEqual([{ token: SAMPLE_TOKEN, password: 'a long enough passphrase' }])
    await waitFor(() => expect(useCookieStore.getState().user?.display_name).toBe('Quiet Heron'))
  })
})
