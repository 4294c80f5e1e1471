import { describe, expect, it } from 'vitest'
import { SessionsResponseSchema } from '@kindred/contract/identity'
import { DAY, MINUTE, SECOND } from '../../lib/clock'
import { buildIdentityApp, GOOD_PASSWORD, newEmail, signedUpBrowser } from '../../../test/identity-fixtures'
import { liftedLimits } from '../../../test/lifted-limits'
import { TestBrowser } from '../../../test/test-browser'

const { app, mailbox, clock } = await buildIdentityApp({
  RATE_LIMITS: liftedLimits('loginPerIp', 'mailRequestsPerIp', 'tokenConfirmationsPerIp'),
})

const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0'
const SESSION_COOKIES = ['accessToken', 'csrfToken', 'refreshToken']

const login = (browser: TestBrowser, email: string, password = GOOD_PASSWORD) =>
  browser.post('/api/v1/auth/login', { email, password })
const me = (browser: TestBrowser) => browser.get('/api/v1/auth/me')
const refresh = (browser: TestBrowser) => browser.post('/api/v1/auth/refresh')
const setCookieHeaders = (res: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((res.headers['set-cookie'] as string[] | string | undefined) ?? [])

async function listSessions(browser: TestBrowser) {
  const res = await browser.get('/api/v1/auth/sessions')
  expect(res.statusCode).toBe(200)
  return SessionsResponseSchema.parse(res.json()).results
}

/** Signed up in one browser (Chrome on Linux) and signed in again in a second (Firefox on Windows). */
async function twoBrowsers() {
  const { browser: chrome, email } = await signedUpBrowser(app, mailbox)
  const firefox = new TestBrowser(app, FIREFOX_ON_WINDOWS)
  expect((await login(firefox, email)).statusCode).toBe(200)
  return { chrome, firefox, email }
}

describe('signing in', () => {
  it('answers a wrong password and an unknown address with the same 401', async () => {
    const { email } = await signedUpBrowser(app, mailbox)
    const wrong = await login(new TestBrowser(app), email, 'not my passphrase at all')
    const unknown = await login(new TestBrowser(app), newEmail('nobody'), 'not my passphrase at all')
    expect(wrong.statusCode).toBe(401)
    expect(unknown.statusCode).toBe(401)
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS')
    expect(wrong.body).toBe(unknown.body)
    expect(setCookieHeaders(wrong)).toEqual([])
  })

  it('answers the right password on an unverified account with 403 EMAIL_NOT_VERIFIED and no session', async () => {
    const email = newEmail()
    await new TestBrowser(app).post('/api/v1/auth/register', { email, password: GOOD_PASSWORD })
    const browser = new TestBrowser(app)
    const res = await login(browser, email)
    expect(res.statusCode).toBe(403)
    expect(res.json().code).toBe('EMAIL_NOT_VERIFIED')
    expect(browser.cookies.size).toBe(0)
  })

  it('sets the access, refresh and CSRF cookies and keeps every token out of the body', async () => {
    const { email } = await signedUpBrowser(app, mailbox)
    const browser = new TestBrowser(app)
    const res = await login(browser, email)
    expect(res.statusCode).toBe(200)
    expect(res.json().user.email).toBe(email)
    for (const name of SESSION_COOKIES) {
      const value = browser.cookies.get(name)
      expect(value, name).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(res.body).not.toContain(value)
    }
    expect((await me(browser)).statusCode).toBe(200)
  })

  it('ends the earlier session when the same browser signs in again', async () => {
    const { browser, email } = await signedUpBrowser(app, mailbox)
    const before = browser.clone()
    expect((await login(browser, email)).statusCode).toBe(200)
    expect(browser.cookies.get('refreshToken')).not.toBe(before.cookies.get('refreshToken'))
    expect((await me(before)).statusCode).toBe(401)
    expect((await refresh(before)).statusCode).toBe(401)
    expect((await me(browser)).statusCode).toBe(200)
  })
})

describe('signing out', () => {
  it('ends the session at once, clears the cookies and sends Clear-Site-Data', async () => {
    const { browser } = await signedUpBrowser(app, mailbox)
    const before = browser.clone()
    const res = await browser.post('/api/v1/auth/logout')
    expect(res.statusCode).toBe(204)
    expect(res.headers['clear-site-data']).toMatch(/"cookies"/)
    expect(res.headers['clear-site-data']).toMatch(/"cache"/)
    for (const name of SESSION_COOKIES) expect(browser.cookies.has(name), name).toBe(false)
    // Someone who copied the cookies before logout gets nothing from them.
    expect((await me(before)).statusCode).toBe(401)
    expect((await refresh(before)).statusCode).toBe(401)
  })
})

describe('the list of sessions', () => {
  it('shows both browsers, which one is this one, and what they are', async () => {
    const { chrome, firefox } = await twoBrowsers()
    const fromChrome = await listSessions(chrome)
    expect(fromChrome.map((s) => [s.device, s.current]).sort()).toEqual([
      ['Chrome on Linux', true],
      ['Firefox on Windows', false],
    ])
    const fromFirefox = await listSessions(firefox)
    expect(fromFirefox.find((s) => s.current)?.device).toBe('Firefox on Windows')
    expect(fromFirefox.map((s) => s.id).sort()).toEqual(fromChrome.map((s) => s.id).sort())
  })

  it('ends another browser at once when its session is removed', async () => {
    const { chrome, firefox } = await twoBrowsers()
    const other = (await listSessions(chrome)).find((s) => !s.current)!
    expect((await chrome.delete(`/api/v1/auth/sessions/${other.id}`)).statusCode).toBe(204)
    expect((await refresh(firefox)).statusCode).toBe(401)
    expect((await me(firefox)).statusCode).toBe(401)
    expect((await me(chrome)).statusCode).toBe(200)
    expect((await listSessions(chrome)).map((s) => s.device)).toEqual(['Chrome on Linux'])
  })

  it("answers 404 for someone else's session and leaves it running", async () => {
    const victim = await twoBrowsers()
    const { browser: stranger } = await signedUpBrowser(app, mailbox)
    const [target] = await listSessions(victim.chrome)
    const res = await stranger.delete(`/api/v1/auth/sessions/${target!.id}`)
    expect(res.statusCode).toBe(404)
    expect((await stranger.delete('/api/v1/auth/sessions/nosuchsession0000')).statusCode).toBe(404)
    expect((await me(victim.chrome)).statusCode).toBe(200)
    expect((await me(victim.firefox)).statusCode).toBe(200)
  })
})

describe('session lifetimes (SPEC §3.4)', () => {
  it('refuses an access cookie older than 15 minutes, and a refresh brings the session back', async () => {
    const { browser } = await signedUpBrowser(app, mailbox)
    clock.advance(14 * MINUTE)
    expect((await me(browser)).statusCode).toBe(200)
    clock.advance(MINUTE + SECOND)
    expect((await me(browser)).statusCode).toBe(401)
    expect((await refresh(browser)).statusCode).toBe(200)
    expect((await me(browser)).statusCode).toBe(200)
  })

  it('ends a session whose refresh token was not used for 7 days', async () => {
    const { browser } = await signedUpBrowser(app, mailbox)
    // Just inside the idle limit a refresh works, and it starts a new 7 days.
    clock.advance(7 * DAY - MINUTE)
    expect((await refresh(browser)).statusCode).toBe(200)
    clock.advance(7 * DAY + MINUTE)
    expect((await refresh(browser)).statusCode).toBe(401)
    expect((await me(browser)).statusCode).toBe(401)
  })

  it('ends a session after 30 days even when it was refreshed every day', async () => {
    const { browser } = await signedUpBrowser(app, mailbox)
    for (let day = 1; day < 30; day++) {
      clock.advance(DAY)
      expect((await refresh(browser)).statusCode, `day ${day}`).toBe(200)
    }
    clock.advance(DAY + MINUTE)
    expect((await refresh(browser)).statusCode).toBe(401)
    expect((await me(browser)).statusCode).toBe(401)
  })
})
