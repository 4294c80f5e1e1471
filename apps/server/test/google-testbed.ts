import { Writable } from 'node:stream'
import { count, eq } from 'drizzle-orm'
import { OAuth2Server, type MutableToken } from 'oauth2-mock-server'
import { beforeEach, expect } from 'vitest'
import { sessions, users } from '../src/db/schema/index'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { manualClock } from '../src/lib/clock'
import { capturedLogs, TEST_ORIGIN } from './build-test-app'
import { startMailbox } from './mailbox'
import { openTestDatabase } from './test-database'
import type { TestBrowser } from './test-browser'
import { closeAfter } from './close-after'

export const START = '/api/v1/auth/google/start'
export const CALLBACK_PATH = '/api/v1/auth/google/callback'

/**
 * Google sign-in against a real OpenID provider, for the google*.test.ts files: the provider, the
 * app configured for it on a manual clock, and the steps a browser goes through.
 */
export async function googleTestbed() {
  // A real OpenID provider on loopback: discovery, JWKS, /authorize (which answers at once with a
  // redirect back to us carrying code and state), and a token endpoint that checks PKCE.
  const provider = new OAuth2Server()
  await provider.issuer.keys.generate('RS256')
  await provider.start(0, '127.0.0.1')
  closeAfter(() => provider.stop())
  const ISSUER = provider.issuer.url!
  const CLIENT_ID = 'kindred-test-client.apps.example'
  const GOOGLE_ENV = { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: 'test-secret', OIDC_ISSUER: ISSUER }

  const { app, mailbox, clock } = await buildGoogleApp(GOOGLE_ENV)
  const { db } = app.database

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
  function arriveFromProvider(browser: TestBrowser, back: URL) {
    return browser.get(`${back.pathname}${back.search}`, {
      auth: false,
      headers: {
        'sec-fetch-site': 'cross-site',
        'sec-fetch-mode': 'navigate',
        origin: new URL(ISSUER).origin,
      },
    })
  }

  /** An attempt started in `browser` and approved at the provider: where the provider sends it back. */
  async function startAttempt(browser: TestBrowser, query = '') {
    const start = await browser.get(`${START}${query}`, { auth: false })
    expect(start.statusCode).toBe(302)
    return { start, back: await authorizeAtProvider(start.headers.location!) }
  }

  /** Start → the provider's /authorize → the callback, as a browser follows the redirects. */
  async function continueWithGoogle(
    browser: TestBrowser,
    options: { returnTo?: string; alterCallback?: (url: URL) => void } = {},
  ) {
    const query = options.returnTo === undefined ? '' : `?return_to=${encodeURIComponent(options.returnTo)}`
    const { start, back } = await startAttempt(browser, query)
    options.alterCallback?.(back)
    const callback = await arriveFromProvider(browser, back)
    return { start, back, callback }
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

  return {
    provider,
    ISSUER,
    CLIENT_ID,
    GOOGLE_ENV,
    app,
    mailbox,
    clock,
    db,
    claims: () => idTokenClaims,
    newSubject,
    googleAccount,
    sessionCount,
    userRow,
    logsFrom,
    startAttempt,
    authorizeAtProvider,
    arriveFromProvider,
    continueWithGoogle,
    expectRefused,
    failEvents,
  }
}
export type GoogleTestbed = Awaited<ReturnType<typeof googleTestbed>>

export function setCookie(res: { headers: Record<string, unknown> }, name: string) {
  return ([] as string[])
    .concat((res.headers['set-cookie'] as string[] | string | undefined) ?? [])
    .find((c) => c.startsWith(`${name}=`))
}

/**
 * Like buildIdentityApp, but the app really runs on the manual clock (buildTestApp does not pass
 * its `clock` option on to buildApp), so a test can age an attempt past its 10 minutes.
 */
async function buildGoogleApp(googleEnv: Record<string, string>) {
  const mailbox = await startMailbox()
  closeAfter(() => mailbox.close())
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
      ...googleEnv,
    }),
    database: await openTestDatabase(),
    logStream,
    webDist: '/nonexistent',
    clock,
  })
  await app.ready()
  closeAfter(() => app.close())
  return { app, mailbox, clock }
}
