import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { QUICK_EXIT_SIGN_OUT_PATH } from '@kindred/contract/http'
import { MINUTE } from '../../lib/clock'
import { DEFAULT_RATE_LIMITS } from '../../rate-limits'
import { TEST_ORIGIN } from '../../../test/build-test-app'
import { buildIdentityApp, signedUpBrowser } from '../../../test/identity-fixtures'
import { liftedLimits } from '../../../test/lifted-limits'
import { TestBrowser } from '../../../test/test-browser'

// The sign-out a quick exit sends as the page leaves (decision 056): a keepalive fetch nobody waits
// for. Each test speaks from an address of its own, so the per-IP buckets never meet.
const { app, mailbox, clock } = await buildIdentityApp({
  RATE_LIMITS: liftedLimits('loginPerIp', 'mailRequestsPerIp', 'tokenConfirmationsPerIp'),
})
let ipCounter = 0
const nextIp = () => `10.56.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`

const SESSION_COOKIES = ['accessToken', 'refreshToken', 'csrfToken']
const me = (browser: TestBrowser) => browser.get('/api/v1/auth/me')
const refresh = (browser: TestBrowser) => browser.post('/api/v1/auth/refresh')
const setCookies = (res: LightMyRequestResponse) =>
  ([] as string[]).concat((res.headers['set-cookie'] as string[] | string | undefined) ?? [])
/** The names a response expires (Max-Age=0 or an Expires in the past). */
const cleared = (res: LightMyRequestResponse) =>
  (res.cookies as { name: string; value: string; maxAge?: number }[])
    .filter((cookie) => cookie.value === '' || cookie.maxAge === 0)
    .map((cookie) => cookie.name)
    .sort()

/**
 * What Chromium sends for `fetch(path, { method: 'POST', keepalive: true, credentials: 'same-origin',
 * headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': … }, body })` from Kindred's own page,
 * also while that page is being replaced by the neutral site.
 */
function quickExitSignOut(
  browser: TestBrowser,
  body: unknown,
  { ip = nextIp(), headers = {} as Record<string, string> } = {},
) {
  const csrf = browser.cookies.get('csrfToken')
  return app.inject({
    method: 'POST',
    url: QUICK_EXIT_SIGN_OUT_PATH,
    remoteAddress: ip,
    headers: {
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'cors',
      'sec-fetch-dest': 'empty',
      origin: TEST_ORIGIN,
      'content-type': 'application/json',
      ...(csrf ? { 'x-csrf-token': csrf } : {}),
      ...headers,
    },
    cookies: Object.fromEntries(browser.cookies),
    payload: JSON.stringify(body),
  })
}

/** Signed in with the password, so this browser also holds the known-device cookie. */
async function signedInWithKnownDevice() {
  const { browser, email, password } = await signedUpBrowser(app, mailbox)
  expect((await browser.post('/api/v1/auth/login', { email, password })).statusCode).toBe(200)
  expect(browser.cookies.has('knownDevice')).toBe(true)
  return browser
}

describe('the quick exit sign-out', () => {
  it('accepts the request the page sends as it leaves, ends the session and clears its cookies', async () => {
    const browser = await signedInWithKnownDevice()
    const copied = browser.clone()
    const res = await quickExitSignOut(browser, { shared_device: false })
    expect(res.statusCode).toBe(204)
    expect(cleared(res)).toEqual([...SESSION_COOKIES].sort())
    // On the person's own device it remembers that this browser signed in before (no lock-out).
    expect(setCookies(res).some((line) => line.startsWith('knownDevice='))).toBe(false)
    expect(res.headers['clear-site-data']).toBeUndefined()
    // Whoever picks the device up, or copied its cookies before, gets nothing from them.
    expect((await me(copied)).statusCode).toBe(401)
    expect((await refresh(copied)).statusCode).toBe(401)
  })

  it('on a shared device also forgets that this browser signed in before', async () => {
    const browser = await signedInWithKnownDevice()
    const copied = browser.clone()
    const res = await quickExitSignOut(browser, { shared_device: true })
    expect(res.statusCode).toBe(204)
    expect(cleared(res)).toEqual([...SESSION_COOKIES, 'knownDevice'].sort())
    expect(res.headers['clear-site-data']).toBe('"cookies"')
    for (const line of setCookies(res)) {
      expect(line).toMatch(/SameSite=Strict/)
      expect(line).toMatch(/Path=\//)
    }
    expect((await refresh(copied)).statusCode).toBe(401)
  })

  it('refuses the request from another site, and the session goes on', async () => {
    const browser = await signedInWithKnownDevice()
    const csrf = browser.cookies.get('csrfToken')!
    const attempts: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://elsewhere.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://sub.kindred.example' },
      // An old browser without Fetch Metadata: the Origin alone tells.
      { 'sec-fetch-site': '', origin: 'https://elsewhere.example' },
      // Same origin, but without the header only Kindred's page can add.
      { 'x-csrf-token': '' },
      { 'x-csrf-token': 'x'.repeat(43) },
    ]
    for (const headers of attempts) {
      const clean = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ''))
      const without = Object.keys(headers).filter((name) => headers[name] === '')
      const res = await app.inject({
        method: 'POST',
        url: QUICK_EXIT_SIGN_OUT_PATH,
        remoteAddress: nextIp(),
        headers: Object.fromEntries(
          Object.entries({
            'sec-fetch-site': 'same-origin',
            origin: TEST_ORIGIN,
            'content-type': 'application/json',
            'x-csrf-token': csrf,
            ...clean,
          }).filter(([name]) => !without.includes(name)),
        ),
        cookies: Object.fromEntries(browser.cookies),
        payload: JSON.stringify({ shared_device: true }),
      })
      expect({ headers, status: res.statusCode }).toEqual({ headers, status: 403 })
      expect(setCookies(res)).toEqual([])
    }
    // A cross-site form cannot send JSON either.
    const form = await quickExitSignOut(browser, 'shared_device=true', {
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
    })
    expect(form.statusCode).toBe(415)
    expect((await me(browser)).statusCode).toBe(200)
    expect((await refresh(browser)).statusCode).toBe(200)
  })

  it('answers the same when repeated, when the session has ended, and with no session at all', async () => {
    const browser = await signedInWithKnownDevice()
    const copied = browser.clone()
    expect((await quickExitSignOut(browser, { shared_device: false })).statusCode).toBe(204)
    // The same cookies again (a second tab leaving, a retry): still 204, and cleared again.
    const again = await quickExitSignOut(copied, { shared_device: false })
    expect(again.statusCode).toBe(204)
    expect(cleared(again)).toEqual([...SESSION_COOKIES].sort())
    // A visitor's quick exit, with no cookie at all.
    const visitor = await quickExitSignOut(new TestBrowser(app), { shared_device: true })
    expect(visitor.statusCode).toBe(204)
    expect(cleared(visitor)).toEqual([...SESSION_COOKIES, 'knownDevice'].sort())
  })

  it('takes only its own body', async () => {
    const browser = await signedInWithKnownDevice()
    for (const body of [{}, { shared_device: 'yes' }, { shared_device: true, extra: 1 }]) {
      expect((await quickExitSignOut(browser, body)).statusCode).toBe(422)
    }
    expect((await me(browser)).statusCode).toBe(200)
  })

  it(`is rate limited per address like the other routes: ${DEFAULT_RATE_LIMITS.quickExitSignOutsPerIp.limit} a minute`, async () => {
    const ip = nextIp()
    const visitor = new TestBrowser(app)
    const { limit } = DEFAULT_RATE_LIMITS.quickExitSignOutsPerIp
    for (let i = 0; i < limit; i++)
      expect((await quickExitSignOut(visitor, { shared_device: false }, { ip })).statusCode).toBe(204)
    const refused = await quickExitSignOut(visitor, { shared_device: false }, { ip })
    expect(refused.statusCode).toBe(429)
    expect(refused.json().code).toBe('RATE_LIMITED')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    // Another address is not held back, and a minute later this one works again.
    expect((await quickExitSignOut(visitor, { shared_device: false })).statusCode).toBe(204)
    clock.advance(MINUTE + 1000)
    expect((await quickExitSignOut(visitor, { shared_device: false }, { ip })).statusCode).toBe(204)
  })
})
