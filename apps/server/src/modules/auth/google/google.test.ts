import { Writable } from 'node:stream'
import { count, eq } from 'drizzle-orm'
import {
  OAuth2Server,
  type MutableRedirectUri,
  type MutableResponse,
  type MutableToken,
} from 'oauth2-mock-server'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { UserResponseSchema } from '@kindred/contract/auth'
import { sessions, users } from '../../../db/schema/index'
import { buildApp } from '../../../app'
import { loadConfig } from '../../../config'
import { manualClock, MINUTE } from '../../../lib/clock'
import { buildTestApp, capturedLogs, TEST_ORIGIN } from '../../../../test/build-test-app'
import { GOOD_PASSWORD, newEmail, signedUpBrowser } from '../../../../test/identity-fixtures'
import { startMailbox } from '../../../../test/mailbox'
import { openTestDatabase } from '../../../../test/test-database'
import { TestBrowser } from '../../../../test/test-browser'
import { safeReturnTo } from './return-to'

// A real OpenID provider on loopback: discovery, JWKS, /authorize (which answers at once with a
// redirect back to us carrying code and state), and a token endpoint that checks PKCE.
const provider = new OAuth2Server()
await provider.issuer.keys.generate('RS256')
await provider.start(0, '127.0.0.1')
afterAll(() => provider.stop())
const ISSUER = provider.issuer.url!
const CLIENT_ID = 'kindred-test-client.apps.example'
const GOOGLE_ENV = { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: 'test-secret', OIDC_ISSUER: ISSUER }

const { app, mailbox, clock } = await buildGoogleApp()
const { db } = app.database

/**
 * Like buildIdentityApp, but the app really runs on the manual clock (buildTestApp does not pass
 * its `clock` option on to buildApp), so a test can age an attempt past its 10 minutes.
 */
async function buildGoogleApp() {
  const mailbox = await startMailbox()
  afterAll(() => mailbox.close())
  const clock = manualClock(new Date())
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      capturedLogs.push(String(chunk))
      done()
    },
  })
  const app = await buildApp({
    config: loadConfig({
      APP_URL: TEST_ORIGIN,
      DATA_DIR: '/nonexistent',
      LOG_LEVEL: 'info',
      SMTP_URL: mailbox.url,
      ...GOOGLE_ENV,
    }),
    database: await openTestDatabase(),
    logStream,
    webDist: '/nonexistent',
    clock,
  })
  await app.ready()
  afterAll(() => app.close())
  return { app, mailbox, clock }
}

const START = '/api/v1/auth/google/start'
const CALLBACK_PATH = '/api/v1/auth/google/callback'

/** Claims to put in (or, with `undefined`, take out of) the next ID tokens the provider signs. */
let idTokenClaims: Record<string, unknown> = {}
provider.service.on('beforeTokenSigning', (token: MutableToken) => {
  // The access token carries `scope`; the ID token does not (it has `aud` = our client id).
  if ('scope' in token.payload) return
  for (const [claim, value] of Object.entries(idTokenClaims)) {
    if (value === undefined) delete token.payload[claim]
    else token.payload[claim] = value
  }
})
beforeEach(() => {
  idTokenClaims = {}
  provider.service.removeAllListeners('beforeAuthorizeRedirect')
  provider.service.removeAllListeners('beforeResponse')
})

let subjects = 0
const newSubject = () => `google-sub-${++subjects}-${Date.now()}`

/** What the person's Google account says about them. */
function googleAccount(claims: {
  sub: string
  email?: string
  email_verified?: unknown
  [k: string]: unknown
}) {
  idTokenClaims = { ...claims }
}

async function sessionCount() {
  const [row] = await db.select({ n: count() }).from(sessions)
  return row!.n
}

async function userRow(email: string) {
  const [row] = await db.select().from(users).where(eq(users.emailNormalized, email.toLowerCase()))
  return row
}

/** The log lines written from now on, parsed. */
function logsFrom() {
  const from = capturedLogs.length
  return () =>
    capturedLogs
      .slice(from)
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
}

/** The provider's redirect back to Kindred, as a path and query on our origin. */
async function authorizeAtProvider(authorizationUrl: string) {
  const res = await fetch(authorizationUrl, { redirect: 'manual' })
  expect(res.status).toBe(302)
  const back = new URL(res.headers.get('location')!)
  expect(back.origin).toBe(TEST_ORIGIN)
  expect(back.pathname).toBe(CALLBACK_PATH)
  return back
}

/** The top-level navigation from the provider: cross-site, and without the CSRF header. */
function arriveFromProvider(browser: TestBrowser, pathAndQuery: string) {
  return browser.get(pathAndQuery, {
    auth: false,
    headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', origin: new URL(ISSUER).origin },
  })
}

/** Start → the provider's /authorize → the callback, as a browser follows the redirects. */
async function continueWithGoogle(
  browser: TestBrowser,
  options: { returnTo?: string; alterCallback?: (url: URL) => void } = {},
) {
  const query = options.returnTo === undefined ? '' : `?return_to=${encodeURIComponent(options.returnTo)}`
  const start = await browser.get(`${START}${query}`, { auth: false })
  expect(start.statusCode).toBe(302)
  const back = await authorizeAtProvider(start.headers.location!)
  options.alterCallback?.(back)
  const callback = await arriveFromProvider(browser, `${back.pathname}${back.search}`)
  return { start, back, callback }
}

function setCookie(res: { headers: Record<string, unknown> }, name: string) {
  return ([] as string[])
    .concat((res.headers['set-cookie'] as string[] | string | undefined) ?? [])
    .find((c) => c.startsWith(`${name}=`))
}

/** Every refusal: 302 to the login page's message, no session cookies, the attempt cookie gone. */
function expectRefused(
  res: Awaited<ReturnType<typeof continueWithGoogle>>['callback'],
  browser: TestBrowser,
  location = '/login?error=google',
) {
  expect(res.statusCode).toBe(302)
  expect(res.headers.location).toBe(location)
  for (const name of ['accessToken', 'refreshToken', 'csrfToken'])
    expect(setCookie(res, name)).toBeUndefined()
  expect(setCookie(res, 'kindredOidc')).toMatch(/^kindredOidc=;.*Expires=Thu, 01 Jan 1970/)
  expect(browser.cookies.has('kindredOidc')).toBe(false)
  expect(browser.cookies.has('accessToken')).toBe(false)
}

function failEvents(logs: Record<string, unknown>[]) {
  return logs.filter((l) => l.event === 'auth.google.fail')
}

describe('Continue with Google: the start', () => {
  it('redirects to the provider with PKCE S256, state, nonce, our redirect_uri and the openid scopes', async () => {
    const browser = new TestBrowser(app)
    const res = await browser.get(`${START}?return_to=/settings`, { auth: false })
    expect(res.statusCode).toBe(302)
    expect(res.headers['cache-control']).toBe('no-store')
    const url = new URL(res.headers.location!)
    expect(`${url.origin}${url.pathname}`).toBe(`${ISSUER}/authorize`)
    const p = url.searchParams
    expect(p.get('response_type')).toBe('code')
    expect(p.get('client_id')).toBe(CLIENT_ID)
    expect(p.get('redirect_uri')).toBe(`${TEST_ORIGIN}${CALLBACK_PATH}`)
    expect(p.get('scope')).toBe('openid email profile')
    expect(p.get('code_challenge_method')).toBe('S256')
    expect(p.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(p.get('state')).toMatch(/^[A-Za-z0-9_-]{32,}$/)
    expect(p.get('nonce')).toMatch(/^[A-Za-z0-9_-]{32,}$/)

    // A second attempt gets fresh values.
    const again = new URL((await new TestBrowser(app).get(START, { auth: false })).headers.location!)
    for (const name of ['state', 'nonce', 'code_challenge'])
      expect(again.searchParams.get(name)).not.toBe(p.get(name))
  })

  it('keeps the attempt in a sealed, HttpOnly, SameSite=Lax cookie on the Google path for 10 minutes', async () => {
    const browser = new TestBrowser(app)
    const res = await browser.get(START, { auth: false })
    const cookie = setCookie(res, 'kindredOidc')!
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; SameSite=Lax/)
    expect(cookie).toMatch(/; Path=\/api\/v1\/auth\/google(;|$)/)
    expect(cookie).toMatch(/; Max-Age=600/)
    expect(cookie).not.toMatch(/Domain=/)
    expect(cookie).not.toMatch(/Secure/) // plain-HTTP test origin; Secure under HTTPS (below)
    // Neither the state nor the nonce can be read from it.
    const value = browser.cookies.get('kindredOidc')!
    const params = new URL(res.headers.location!).searchParams
    expect(value).not.toContain(params.get('state'))
    expect(Buffer.from(value, 'base64url').toString('latin1')).not.toContain(params.get('nonce'))
  })

  it('is described in the OpenAPI document', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json()
    expect(spec.paths[START].get.parameters).toMatchObject([{ in: 'query', name: 'return_to' }])
    expect(spec.paths[CALLBACK_PATH].get.tags).toEqual(['identity'])
  })

  it('answers the providers question', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/auth/providers' })
    expect(res.json()).toEqual({ google: true })
  })
})

describe('Continue with Google: signing in', () => {
  it('creates a verified, password-less account with a pseudonym for a new person and lands on return_to', async () => {
    const email = newEmail('new-google')
    const sub = newSubject()
    googleAccount({ sub, email, email_verified: true, name: 'Real Name', given_name: 'Real' })
    const browser = new TestBrowser(app)
    const { callback } = await continueWithGoogle(browser, { returnTo: '/settings?tab=privacy#top' })

    expect(callback.statusCode).toBe(302)
    expect(callback.headers.location).toBe('/settings?tab=privacy#top')
    expect(callback.headers['cache-control']).toBe('no-store')
    expect([...browser.cookies.keys()].sort()).toEqual(['accessToken', 'csrfToken', 'refreshToken'])
    expect(setCookie(callback, 'accessToken')).toMatch(/SameSite=Strict/)
    expect(setCookie(callback, 'kindredOidc')).toMatch(/^kindredOidc=;.*Path=\/api\/v1\/auth\/google/)

    const me = await browser.get('/api/v1/auth/me')
    expect(me.statusCode).toBe(200)
    const { user } = UserResponseSchema.parse(me.json())
    expect(user).toMatchObject({ email, email_verified: true, has_password: false, google_linked: true })
    expect(user.display_name).not.toMatch(/Real/)
    expect(user.display_name).toMatch(/^\S+ \S+$/)

    const row = (await userRow(email))!
    expect(row.googleSubject).toBe(sub)
    expect(row.passwordHash).toBeNull()
    expect(row.googleAuthAt?.getTime()).toBe(clock.now().getTime())
  })

  it('signs a returning person in by their Google subject, even after their Google email changed', async () => {
    const email = newEmail('returning')
    const sub = newSubject()
    googleAccount({ sub, email, email_verified: true })
    const browser = new TestBrowser(app)
    await continueWithGoogle(browser)
    const first = UserResponseSchema.parse((await browser.get('/api/v1/auth/me')).json()).user
    const oldSession = browser.clone()

    clock.advance(5 * MINUTE)
    googleAccount({ sub, email: newEmail('renamed'), email_verified: true })
    const { callback } = await continueWithGoogle(browser)
    expect(callback.headers.location).toBe('/home')
    const again = UserResponseSchema.parse((await browser.get('/api/v1/auth/me')).json()).user
    expect(again.public_id).toBe(first.public_id)
    expect(again.email).toBe(email)
    expect((await userRow(email))!.googleAuthAt?.getTime()).toBe(clock.now().getTime())
    // Like password login, signing in again in the same browser ends the session it had.
    expect((await oldSession.get('/api/v1/auth/me')).statusCode).toBe(401)
  })

  it('links an existing password account with the same email when Google says the email is verified', async () => {
    const { email, password } = await signedUpBrowser(app, mailbox, newEmail('linked'))
    const before = (await userRow(email))!
    const sub = newSubject()
    googleAccount({ sub, email: email.toUpperCase(), email_verified: true })
    const browser = new TestBrowser(app)
    const { callback } = await continueWithGoogle(browser, { returnTo: '/memories' })

    expect(callback.headers.location).toBe('/memories')
    const { user } = UserResponseSchema.parse((await browser.get('/api/v1/auth/me')).json())
    expect(user).toMatchObject({
      public_id: before.publicId,
      email,
      has_password: true,
      google_linked: true,
      email_verified: true,
    })
    const after = (await userRow(email))!
    expect(after.googleSubject).toBe(sub)
    expect(after.passwordHash).toBe(before.passwordHash)
    expect(after.displayName).toBe(before.displayName)
    // The password still works too.
    expect((await new TestBrowser(app).post('/api/v1/auth/login', { email, password })).statusCode).toBe(200)
  })

  it('refuses to link a password account when Google says the email is not verified', async () => {
    const { email } = await signedUpBrowser(app, mailbox, newEmail('unverified-at-google'))
    const before = (await userRow(email))!
    const sessionsBefore = await sessionCount()
    const logs = logsFrom()
    googleAccount({ sub: newSubject(), email, email_verified: false })
    const browser = new TestBrowser(app)
    const { callback } = await continueWithGoogle(browser)

    expectRefused(callback, browser, '/login?error=google-unverified')
    expect(await sessionCount()).toBe(sessionsBefore)
    expect(await userRow(email)).toEqual(before)
    expect(failEvents(logs())).toMatchObject([{ reason: 'email-unverified' }])
  })

  it('treats a missing or non-boolean email_verified as not verified', async () => {
    const { email } = await signedUpBrowser(app, mailbox, newEmail('string-verified'))
    const before = (await userRow(email))!
    const sessionsBefore = await sessionCount()
    for (const emailVerified of [undefined, 'true']) {
      googleAccount({ sub: newSubject(), email, email_verified: emailVerified })
      const browser = new TestBrowser(app)
      expectRefused((await continueWithGoogle(browser)).callback, browser, '/login?error=google-unverified')
    }
    expect(await sessionCount()).toBe(sessionsBefore)
    expect(await userRow(email)).toEqual(before)
  })

  it('makes no account for an address Google has not verified', async () => {
    const email = newEmail('new-unverified')
    const sessionsBefore = await sessionCount()
    googleAccount({ sub: newSubject(), email, email_verified: false })
    const browser = new TestBrowser(app)
    expectRefused((await continueWithGoogle(browser)).callback, browser, '/login?error=google-unverified')
    expect(await userRow(email)).toBeUndefined()
    expect(await sessionCount()).toBe(sessionsBefore)
  })

  it('takes over a never-verified registration: the squatter’s password stops working', async () => {
    const email = newEmail('pre-registered')
    const squatter = new TestBrowser(app)
    expect(
      (await squatter.post('/api/v1/auth/register', { email, password: GOOD_PASSWORD })).statusCode,
    ).toBe(202)
    googleAccount({ sub: newSubject(), email, email_verified: true })
    const browser = new TestBrowser(app)
    await continueWithGoogle(browser)
    const { user } = UserResponseSchema.parse((await browser.get('/api/v1/auth/me')).json())
    expect(user).toMatchObject({ email, email_verified: true, has_password: false, google_linked: true })
    const login = await squatter.post('/api/v1/auth/login', { email, password: GOOD_PASSWORD })
    expect(login.statusCode).toBe(401)
  })

  it('does not re-link an account that is already linked to another Google account', async () => {
    const email = newEmail('linked-elsewhere')
    googleAccount({ sub: newSubject(), email, email_verified: true })
    await continueWithGoogle(new TestBrowser(app))
    const before = (await userRow(email))!
    const sessionsBefore = await sessionCount()

    googleAccount({ sub: newSubject(), email, email_verified: true })
    const browser = new TestBrowser(app)
    expectRefused((await continueWithGoogle(browser)).callback, browser)
    expect(await userRow(email)).toEqual(before)
    expect(await sessionCount()).toBe(sessionsBefore)
  })
})

describe('Continue with Google: refusals', () => {
  const person = () => googleAccount({ sub: newSubject(), email: newEmail('refused'), email_verified: true })

  /** Runs one refused attempt: no session for anyone, the attempt cookie cleared, one fail event. */
  async function refusedAttempt(
    reason: string,
    run: (browser: TestBrowser) => Promise<Awaited<ReturnType<typeof continueWithGoogle>>['callback']>,
  ) {
    const sessionsBefore = await sessionCount()
    const [usersBefore] = await db.select({ n: count() }).from(users)
    const logs = logsFrom()
    const browser = new TestBrowser(app)
    const res = await run(browser)
    expectRefused(res, browser)
    expect(await sessionCount()).toBe(sessionsBefore)
    expect((await db.select({ n: count() }).from(users))[0]).toEqual(usersBefore)
    const events = failEvents(logs())
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ level: 40, reason })
    return { events, lines: logs() }
  }

  it('refuses a callback whose state is not this browser’s', async () => {
    person()
    await refusedAttempt('state-mismatch', async (browser) => {
      const { callback } = await continueWithGoogle(browser, {
        alterCallback: (url) => url.searchParams.set('state', 'someone-elses-state'),
      })
      return callback
    })
  })

  it('refuses a callback without a state parameter', async () => {
    person()
    await refusedAttempt('state-mismatch', async (browser) => {
      const { callback } = await continueWithGoogle(browser, {
        alterCallback: (url) => url.searchParams.delete('state'),
      })
      return callback
    })
  })

  it('refuses a callback that arrives without the attempt cookie (login CSRF)', async () => {
    person()
    const attacker = new TestBrowser(app)
    const started = await attacker.get(START, { auth: false })
    const back = await authorizeAtProvider(started.headers.location!)
    await refusedAttempt('missing-state-cookie', (victim) =>
      arriveFromProvider(victim, `${back.pathname}${back.search}`),
    )
  })

  it('refuses a callback with another attempt’s cookie', async () => {
    person()
    const other = new TestBrowser(app)
    await other.get(START, { auth: false })
    await refusedAttempt('state-mismatch', async (browser) => {
      const start = await browser.get(START, { auth: false })
      const back = await authorizeAtProvider(start.headers.location!)
      browser.cookies.set('kindredOidc', other.cookies.get('kindredOidc')!)
      return arriveFromProvider(browser, `${back.pathname}${back.search}`)
    })
  })

  it('refuses a forged or altered attempt cookie', async () => {
    person()
    await refusedAttempt('bad-state-cookie', async (browser) => {
      const start = await browser.get(START, { auth: false })
      const back = await authorizeAtProvider(start.headers.location!)
      const sealed = Buffer.from(browser.cookies.get('kindredOidc')!, 'base64url')
      sealed[sealed.length - 1]! ^= 1
      browser.cookies.set('kindredOidc', sealed.toString('base64url'))
      return arriveFromProvider(browser, `${back.pathname}${back.search}`)
    })
  })

  it('refuses an attempt older than 10 minutes', async () => {
    person()
    await refusedAttempt('attempt-expired', async (browser) => {
      const start = await browser.get(START, { auth: false })
      const back = await authorizeAtProvider(start.headers.location!)
      clock.advance(10 * MINUTE + 1)
      return arriveFromProvider(browser, `${back.pathname}${back.search}`)
    })
  })

  it('refuses an ID token with the wrong nonce', async () => {
    googleAccount({ sub: newSubject(), email: newEmail(), email_verified: true, nonce: 'a-replayed-nonce' })
    await refusedAttempt('nonce-mismatch', async (browser) => (await continueWithGoogle(browser)).callback)
  })

  it('refuses an ID token without a nonce', async () => {
    googleAccount({ sub: newSubject(), email: newEmail(), email_verified: true, nonce: undefined })
    await refusedAttempt('nonce-mismatch', async (browser) => (await continueWithGoogle(browser)).callback)
  })

  it('refuses an ID token issued to another client (audience)', async () => {
    googleAccount({ sub: newSubject(), email: newEmail(), email_verified: true, aud: 'another-app' })
    await refusedAttempt('audience-mismatch', async (browser) => (await continueWithGoogle(browser)).callback)
  })

  it('refuses an ID token from another issuer', async () => {
    googleAccount({ sub: newSubject(), email: newEmail(), email_verified: true, iss: 'https://evil.test' })
    await refusedAttempt('issuer-mismatch', async (browser) => (await continueWithGoogle(browser)).callback)
  })

  it('refuses an unsigned ID token (alg none)', async () => {
    person()
    provider.service.once('beforeResponse', (response: MutableResponse) => {
      const body = response.body as { id_token: string }
      const [, payload] = body.id_token.split('.')
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')
      body.id_token = `${header}.${payload}.`
    })
    await refusedAttempt(
      'id-token-algorithm-refused',
      async (browser) => (await continueWithGoogle(browser)).callback,
    )
  })

  it('refuses an ID token whose signature does not verify', async () => {
    googleAccount({ sub: newSubject(), email: newEmail(), email_verified: true })
    provider.service.once('beforeResponse', (response: MutableResponse) => {
      const body = response.body as { id_token: string }
      const [header, payload, signature] = body.id_token.split('.')
      // Same header and signature, a different payload (another person's subject).
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>
      const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')
      body.id_token = `${header}.${forged}.${signature}`
    })
    await refusedAttempt(
      'id-token-signature-invalid',
      async (browser) => (await continueWithGoogle(browser)).callback,
    )
  })

  it('refuses an expired ID token', async () => {
    const now = Math.floor(Date.now() / 1000)
    googleAccount({
      sub: newSubject(),
      email: newEmail(),
      email_verified: true,
      iat: now - 3700,
      nbf: now - 3700,
      exp: now - 100,
    })
    await refusedAttempt('id-token-expired', async (browser) => (await continueWithGoogle(browser)).callback)
  })

  it('refuses when the person says no at the provider (error=access_denied)', async () => {
    person()
    provider.service.once('beforeAuthorizeRedirect', ({ url }: MutableRedirectUri) => {
      url.searchParams.delete('code')
      url.searchParams.set('error', 'access_denied')
    })
    const { events } = await refusedAttempt(
      'provider-error',
      async (browser) => (await continueWithGoogle(browser)).callback,
    )
    expect(events[0]).toMatchObject({ provider_error: 'access_denied' })
  })

  it('refuses when the token endpoint rejects the code', async () => {
    person()
    provider.service.once('beforeResponse', (response: MutableResponse) => {
      response.statusCode = 400
      response.body = { error: 'invalid_grant' }
    })
    await refusedAttempt(
      'token-endpoint-error',
      async (browser) => (await continueWithGoogle(browser)).callback,
    )
  })

  it('logs the reason but never the code, the state or a token', async () => {
    person()
    let back: URL | undefined
    const { lines } = await refusedAttempt('nonce-mismatch', async (browser) => {
      idTokenClaims.nonce = 'wrong'
      const flow = await continueWithGoogle(browser)
      back = flow.back
      return flow.callback
    })
    const text = JSON.stringify(lines)
    expect(text).not.toContain(back!.searchParams.get('code'))
    expect(text).not.toContain(back!.searchParams.get('state'))
    expect(text).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}/) // no JWT
  })
})

describe('Continue with Google: return_to', () => {
  const sub = newSubject()
  const email = newEmail('return-to')

  it.each([
    'https://evil.test',
    '//evil.test',
    '/\\evil.test',
    '/\\/evil.test',
    'javascript:alert(1)',
    '\t//evil.test',
    'evil.test',
    '/api/v1/auth/logout',
    '',
  ])('sends %j to /home', async (returnTo) => {
    googleAccount({ sub, email, email_verified: true })
    const browser = new TestBrowser(app)
    const { callback } = await continueWithGoogle(browser, { returnTo })
    expect(callback.statusCode).toBe(302)
    expect(callback.headers.location).toBe('/home')
    expect(browser.cookies.has('accessToken')).toBe(true)
  })

  it('keeps same-origin paths', () => {
    expect(safeReturnTo('/settings')).toBe('/settings')
    expect(safeReturnTo('/home?x=1')).toBe('/home?x=1')
    expect(safeReturnTo('/memories/abc#comments')).toBe('/memories/abc#comments')
    expect(safeReturnTo('/a/../settings')).toBe('/settings')
    expect(safeReturnTo('/café')).toBe('/caf%C3%A9')
    expect(safeReturnTo(undefined)).toBe('/home')
    expect(safeReturnTo(['/settings', '//evil.test'])).toBe('/home')
    expect(safeReturnTo('/x\r\nSet-Cookie: a=b')).toBe('/home')
  })
})

describe('Continue with Google: configuration', () => {
  it('is not offered without Google settings', async () => {
    const plain = await buildTestApp()
    expect((await plain.inject({ method: 'GET', url: '/api/v1/auth/providers' })).json()).toEqual({
      google: false,
    })
    expect((await plain.inject({ method: 'GET', url: START })).statusCode).toBe(404)
  })

  it('marks the attempt cookie Secure and uses the https redirect_uri when served over HTTPS', async () => {
    const secure = await buildTestApp({ env: { ...GOOGLE_ENV, APP_URL: 'https://kindred.example' } })
    const res = await secure.inject({ method: 'GET', url: START })
    expect(res.statusCode).toBe(302)
    expect(new URL(res.headers.location!).searchParams.get('redirect_uri')).toBe(
      'https://kindred.example/api/v1/auth/google/callback',
    )
    expect(setCookie(res, 'kindredOidc')).toMatch(/; Secure/)
  })

  it('refuses a provider whose discovery document names another issuer', async () => {
    // The mock calls itself http://localhost:port; configured as 127.0.0.1, the issuers differ.
    expect(ISSUER).toMatch(/^http:\/\/localhost:\d+$/)
    const misnamed = await buildTestApp({
      env: { ...GOOGLE_ENV, OIDC_ISSUER: ISSUER.replace('localhost', '127.0.0.1') },
    })
    const logs = logsFrom()
    const res = await misnamed.inject({ method: 'GET', url: START })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/login?error=google')
    expect(failEvents(logs())).toMatchObject([{ reason: 'invalid-response' }])
  })

  it('refuses with a clear redirect when the provider cannot be reached', async () => {
    const unreachable = await buildTestApp({ env: { ...GOOGLE_ENV, OIDC_ISSUER: 'http://127.0.0.1:9' } })
    const logs = logsFrom()
    const res = await unreachable.inject({ method: 'GET', url: START })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/login?error=google')
    expect(setCookie(res, 'kindredOidc')).toBeUndefined()
    expect(failEvents(logs())).toMatchObject([{ reason: 'provider-unreachable' }])
  })
})
