import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useCookieStore } from '@/features/identity/stores/cookie-store'
import { useThemeStore } from '@/features/preferences/stores/theme-store'
import { useNoticeStore } from '@/lib/notices'
import { errorResponse, jsonResponse } from '@/test/fake-response'
import { fakeApi, sampleUser } from '@/test/fake-api'
import { renderApp } from '@/test/render-app'
import { wireApiClient } from '../session-wiring'

const LOGIN = 'POST /api/v1/auth/login'
const providers = (google: boolean) => jsonResponse(200, { google })

beforeEach(() => {
  wireApiClient()
  useCookieStore.getState().signOut()
  useThemeStore.setState({ choice: null })
})

async function fillIn(email: string, password: string) {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Email address'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  return user
}

describe('/login', () => {
  it('checks the form before sending: each message beside its field, focus on the summary', async () => {
    const api = fakeApi({ 'GET /api/v1/auth/providers': providers(false) })
    renderApp('/login')
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }))

    const email = screen.getByLabelText('Email address')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    const describedBy = email.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(describedBy)?.textContent).toBe('Enter your email address.')
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true')
    const summary = screen.getByRole('group', { name: 'Something needs another look' })
    await waitFor(() => expect(document.activeElement).toBe(summary))
    expect(within(summary).getByRole('link', { name: 'Enter your password.' })).toBeTruthy()
    expect(api.called(LOGIN)).toBe(false)
  })

  it('a wrong password: one generic message, the email and password stay, nobody is signed out', async () => {
    fakeApi({
      'GET /api/v1/auth/providers': providers(false),
      [LOGIN]: errorResponse(401, 'Wrong email or password.', 'INVALID_CREDENTIALS'),
    })
    renderApp('/login')
    await fillIn('me@example.com', 'not my password')

    const summary = await screen.findByRole('group', {
      name: 'That email and password do not match an account. Please check them and try again.',
    })
    await waitFor(() => expect(document.activeElement).toBe(summary))
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('me@example.com')
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('not my password')
    expect(useNoticeStore.getState().notice).toBeNull()
    expect(useCookieStore.getState()).toMatchObject({ signedIn: false, loginInProgress: false })
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in')
  })

  it('sends the password exactly as typed, and shows progress while sending', async () => {
    let release: (response: Response) => void = () => {}
    const api = fakeApi({
      'GET /api/v1/auth/providers': providers(false),
      [LOGIN]: () => new Promise<Response>((resolve) => (release = resolve)),
    })
    renderApp('/login')
    await fillIn('me@example.com', ' spaces count ')
    const button = await screen.findByRole('button', { name: 'Signing in…' })
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(useCookieStore.getState().loginInProgress).toBe(true)
    expect(api.bodiesOf(LOGIN)).toEqual([{ email: 'me@example.com', password: ' spaces count ' }])
    release(errorResponse(401, 'Wrong email or password.', 'INVALID_CREDENTIALS'))
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy()
  })

  it('an unconfirmed email: explains, and sends the link again on request', async () => {
    const api = fakeApi({
      'GET /api/v1/auth/providers': providers(false),
      [LOGIN]: errorResponse(403, 'Please confirm your email first.', 'EMAIL_NOT_VERIFIED'),
      'POST /api/v1/auth/resend-verification': jsonResponse(202, { message: 'Sent if needed.' }),
    })
    renderApp('/login')
    await fillIn('new@example.com', 'a long enough passphrase')

    const heading = await screen.findByRole('heading', { name: 'Please confirm your email first' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(useNoticeStore.getState().notice).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }))
    expect(await screen.findByText(/we have sent a new link to it/)).toBeTruthy()
    expect(api.bodiesOf('POST /api/v1/auth/resend-verification')).toEqual([{ email: 'new@example.com' }])
  })

  it('signs in: remembers public fields only, applies the login theme, goes to /home', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query.includes('dark'), media: query }) as MediaQueryList,
    )
    fakeApi({
      'GET /api/v1/auth/providers': providers(false),
      [LOGIN]: jsonResponse(200, { user: sampleUser }),
    })
    renderApp('/login')
    await fillIn('heron@example.com', 'a long enough passphrase')

    expect(await screen.findByRole('heading', { level: 1, name: 'Your space' })).toBeTruthy()
    expect(useCookieStore.getState()).toEqual(
      expect.objectContaining({
        signedIn: true,
        loginInProgress: false,
        user: { public_id: 'u_quiet_heron', display_name: 'Quiet Heron', role: 'user' },
      }),
    )
    expect(localStorage.getItem('kindred-cookie')).not.toContain('heron@example.com')
    expect(useThemeStore.getState().choice).toBe('dark')
  })

  it('goes back to the page the person came from', async () => {
    fakeApi({
      'GET /api/v1/auth/providers': providers(false),
      [LOGIN]: jsonResponse(200, { user: sampleUser }),
    })
    renderApp({ pathname: '/login', state: { from: '/memories' } })
    await fillIn('heron@example.com', 'a long enough passphrase')
    expect(await screen.findByRole('heading', { level: 1, name: 'Memories' })).toBeTruthy()
  })
})

describe('Continue with Google', () => {
  it('is offered only when the server says Google is available', async () => {
    fakeApi({ 'GET /api/v1/auth/providers': providers(true) })
    renderApp('/login')
    const link = await screen.findByRole('link', { name: 'Continue with Google' })
    expect(link.getAttribute('href')).toBe('/api/v1/auth/google/start?return_to=%2Fhome')
  })

  it('is not shown when Google is not configured, nor when the server cannot say', async () => {
    const api = fakeApi({ 'GET /api/v1/auth/providers': providers(false) })
    renderApp('/login')
    await waitFor(() => expect(api.called('GET /api/v1/auth/providers')).toBe(true))
    expect(screen.queryByRole('link', { name: 'Continue with Google' })).toBeNull()
  })

  it('says plainly when Google could not confirm the address', async () => {
    renderApp('/login?error=google-unverified')
    const alert = (await screen.findByText(/Google has not confirmed that email address/)).closest('[role]')
    expect(alert?.getAttribute('role')).toBe('alert')
  })
})
