import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { STAY_SIGNED_IN_KEY } from '@/features/safety/lib/quick-exit-sign-out'
import { setSharedDevice } from '@/lib/device-storage'
import { useNoticeStore } from '@/lib/notices'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { fakeApi, sampleUser } from '@/test/fake-api'
import { renderApp } from '@/test/render-app'
import { wireApiClient } from '../session-wiring'
import { ACCOUNT_DELETED_NOTICE } from './settings-page'
import { signInSampleUser } from '@/test/signed-in'

const ME = 'GET /api/v1/auth/me'
const SESSIONS = 'GET /api/v1/auth/sessions'
const DELETE = 'DELETE /api/v1/account'
const googleOnly = { ...sampleUser, has_password: false, google_linked: true }
const noContent = () => new Response(null, { status: 204 })
const sessions = {
  results: [
    {
      id: 's2',
      created_at: '2025-03-01T09:00:00Z',
      last_used_at: '2025-03-02T09:00:00Z',
      device: 'Firefox on Android',
      current: false,
    },
    {
      id: 's1',
      created_at: '2025-03-01T08:00:00Z',
      last_used_at: '2025-03-03T08:00:00Z',
      device: 'Chrome on Linux',
      current: true,
    },
  ],
}

function server(routes: Parameters<typeof fakeApi>[0] = {}, user = sampleUser) {
  return fakeApi({ [ME]: jsonResponse(200, { user }), [SESSIONS]: jsonResponse(200, sessions), ...routes })
}

async function openSettings() {
  renderApp('/settings')
  await screen.findByRole('heading', { level: 2, name: 'Email address' })
}

const region = (name: string) => screen.getByRole('region', { name })

beforeEach(() => {
  wireApiClient()
  signInSampleUser()
})

describe('quick exit on this device', () => {
  afterEach(() => {
    localStorage.removeItem(STAY_SIGNED_IN_KEY)
    setSharedDevice(false)
  })

  it('keeps "stay signed in" in this browser only, and not on a shared device', async () => {
    server()
    await openSettings()
    const section = region('Quick exit on this device')
    const stay = within(section).getByRole<HTMLInputElement>('checkbox', {
      name: 'Stay signed in after a quick exit',
    })
    expect(stay.checked).toBe(false)
    await userEvent.click(stay)
    expect(localStorage.getItem(STAY_SIGNED_IN_KEY)).toBe('on')

    await userEvent.click(within(section).getByRole('checkbox', { name: /This is a shared device/ }))
    expect(stay.disabled).toBe(true)
    expect(stay.checked).toBe(false)
    expect(within(section).getByText(/there, quick exit always signs you out/)).toBeTruthy()
  })

  it('is offered signed out too', async () => {
    useCookieStore.getState().signOut()
    fakeApi({})
    renderApp('/settings')
    const section = await screen.findByRole('region', { name: 'Quick exit on this device' })
    expect(within(section).getByRole('checkbox', { name: /This is a shared device/ })).toBeTruthy()
  })
})

describe('/settings when signed out', () => {
  it('explains that the account part needs signing in', async () => {
    useCookieStore.getState().signOut()
    const api = fakeApi({})
    renderApp('/settings')
    expect(await screen.findByRole('link', { name: 'sign in' })).toBeTruthy()
    expect(api.called(ME)).toBe(false)
  })
})

describe('deleting the account', () => {
  it('asks kindly, says what is erased, answers a wrong password beside the field, then erases', async () => {
    let attempts = 0
    const api = server({
      [DELETE]: () =>
        ++attempts === 1
          ? errorResponse(403, 'That is not your current password.', 'INVALID_CREDENTIALS')
          : noContent(),
    })
    await openSettings()
    const section = region('Delete your account')
    await userEvent.click(within(section).getByRole('button', { name: 'Delete my account…' }))

    const heading = within(section).getByRole('heading', { name: 'Are you sure?' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    for (const erased of [
      /email address, password/,
      /memories you shared/,
      /guide answers and report/,
      /signed out on every device/,
    ])
      expect(within(section).getByText(erased)).toBeTruthy()

    const deleteButton = within(section).getByRole('button', {
      name: 'Delete my account and everything in it',
    })
    await userEvent.click(deleteButton)
    expect(within(section).getAllByText('Enter your password.').length).toBeGreaterThan(0)
    expect(api.called(DELETE)).toBe(false)

    const password = within(section).getByLabelText('Your password, to confirm it is you') as HTMLInputElement
    await userEvent.type(password, 'not it at all')
    await userEvent.click(deleteButton)
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'))
    expect(
      within(section).getAllByText('That password is not right. Please try again.').length,
    ).toBeGreaterThan(0)
    expect(password.value).toBe('not it at all')
    expect(useNoticeStore.getState().notice).toBeNull()

    await userEvent.clear(password)
    await userEvent.type(password, 'my real passphrase')
    await userEvent.click(deleteButton)
    expect(await screen.findByRole('heading', { level: 1, name: /A quiet place/ })).toBeTruthy()
    expect(api.bodiesOf(DELETE)).toEqual([{ password: 'not it at all' }, { password: 'my real passphrase' }])
    expect(useCookieStore.getState()).toMatchObject({ signedIn: false, user: null })
    expect(useNoticeStore.getState().notice?.message).toBe(ACCOUNT_DELETED_NOTICE)
  })

  it('“Keep my account” closes the confirmation and returns focus to where the person was', async () => {
    server()
    await openSettings()
    const section = region('Delete your account')
    await userEvent.click(within(section).getByRole('button', { name: 'Delete my account…' }))
    await userEvent.click(within(section).getByRole('button', { name: 'Keep my account' }))
    const reopen = await within(section).findByRole('button', { name: 'Delete my account…' })
    await waitFor(() => expect(document.activeElement).toBe(reopen))
  })

  it('a Google-only account: no password asked; a stale Google sign-in is met with a way to renew it', async () => {
    server(
      { [DELETE]: errorResponse(403, 'Please sign in with Google again.', 'REAUTHENTICATION_REQUIRED') },
      googleOnly,
    )
    await openSettings()
    const section = region('Delete your account')
    await userEvent.click(within(section).getByRole('button', { name: 'Delete my account…' }))
    expect(within(section).queryByLabelText(/password/i)).toBeNull()
    await userEvent.click(
      within(section).getByRole('button', { name: 'Delete my account and everything in it' }),
    )
    const link = await within(section).findByRole('link', { name: 'Sign in with Google again' })
    expect(link.getAttribute('href')).toBe('/api/v1/auth/google/start?return_to=%2Fsettings')
    expect(useNoticeStore.getState().notice).toBeNull()
    expect(useCookieStore.getState().signedIn).toBe(true)
  })
})

describe('where you are signed in', () => {
  it('lists devices with this one marked, and signs another one out', async () => {
    const api = server({ 'DELETE /api/v1/auth/sessions/s2': noContent() })
    await openSettings()
    const list = await screen.findByRole('list', { name: 'Signed-in devices' })
    const items = within(list).getAllByRole('listitem')
    expect(items[0]?.textContent).toContain('Chrome on Linux')
    expect(items[0]?.textContent).toContain('This device')
    await userEvent.click(within(list).getByRole('button', { name: 'Sign out of Firefox on Android' }))
    expect(await screen.findByText('Firefox on Android is signed out.')).toBeTruthy()
    expect(api.fetchMock.mock.calls.filter(([url]) => url === '/api/v1/auth/sessions')).toHaveLength(2)
    expect(useCookieStore.getState().signedIn).toBe(true)
  })

  it('signing out this device signs this browser out', async () => {
    server({ 'DELETE /api/v1/auth/sessions/s1': noContent() })
    await openSettings()
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out of this device' }))
    expect(await screen.findByRole('heading', { level: 1, name: /A quiet place/ })).toBeTruthy()
    expect(useCookieStore.getState().signedIn).toBe(false)
  })
})

describe('a copy of your data', () => {
  it('fetches the export and saves it as kindred-export.json', async () => {
    const created: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob)
      return 'blob:kindred-export'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const clicked: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this)
    })
    server({ 'GET /api/v1/account/export': jsonResponse(200, { user: { email: sampleUser.email } }) })
    await openSettings()
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }))

    expect(await screen.findByText('Your file kindred-export.json has been downloaded.')).toBeTruthy()
    expect(clicked.map((a) => [a.download, a.getAttribute('href')])).toEqual([
      ['kindred-export.json', 'blob:kindred-export'],
    ])
    expect(JSON.parse(await created[0]!.text())).toEqual({ user: { email: sampleUser.email } })
  })
})

describe('email and password', () => {
  it('change email: a wrong current password is answered beside it; then a link goes to the new address', async () => {
    let attempts = 0
    const api = server({
      'POST /api/v1/auth/email/change/request': () =>
        ++attempts === 1
          ? errorResponse(403, 'That is not your current password.', 'INVALID_CREDENTIALS')
          : jsonResponse(202, { message: 'ok' }),
    })
    await openSettings()
    const section = region('Email address')
    await userEvent.type(within(section).getByLabelText('New email address'), 'new@example.com')
    const password = within(section).getByLabelText('Your current password')
    await userEvent.type(password, 'wrong one')
    await userEvent.click(within(section).getByRole('button', { name: 'Send a link to the new address' }))
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'))
    expect(useNoticeStore.getState().notice).toBeNull()

    await userEvent.clear(password)
    await userEvent.type(password, 'right one')
    await userEvent.click(within(section).getByRole('button', { name: 'Send a link to the new address' }))
    expect(await within(section).findByRole('heading', { name: 'Check your new inbox' })).toBeTruthy()
    expect(api.bodiesOf('POST /api/v1/auth/email/change/request')).toEqual([
      { new_email: 'new@example.com', current_password: 'wrong one' },
      { new_email: 'new@example.com', current_password: 'right one' },
    ])
  })

  it('set a password (Google-only account): no current password, just a link', async () => {
    const api = server(
      { 'POST /api/v1/auth/password/change/request': jsonResponse(202, { message: 'ok' }) },
      googleOnly,
    )
    await openSettings()
    const section = region('Password')
    expect(within(section).queryByLabelText('Your current password')).toBeNull()
    await userEvent.click(within(section).getByRole('button', { name: 'Email me a link to set one' }))
    expect(await within(section).findByRole('heading', { name: 'Check your email' })).toBeTruthy()
    expect(api.bodiesOf('POST /api/v1/auth/password/change/request')).toEqual([{}])
  })

  it('an account with a password and Google says both ways to sign in work', async () => {
    server({}, { ...sampleUser, has_password: true, google_linked: true })
    await openSettings()
    expect(within(region('Password')).getByText(/You can also sign in with Google/)).toBeTruthy()
  })

  it('an account with a password only does not mention Google', async () => {
    server({}, { ...sampleUser, google_linked: false })
    await openSettings()
    expect(within(region('Password')).queryByText(/sign in with Google/)).toBeNull()
  })
})
