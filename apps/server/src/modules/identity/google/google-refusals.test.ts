import { count } from 'drizzle-orm'
import type { MutableRedirectUri, MutableResponse } from 'oauth2-mock-server'
import { describe, expect, it } from 'vitest'
import { users } from '../../../db/schema/index'
import { MINUTE } from '../../../lib/clock'
import { googleTestbed, START } from '../../../../test/google-testbed'
import { newEmail } from '../../../../test/identity-fixtures'
import { TestBrowser } from '../../../../test/test-browser'

const {
  provider,
  app,
  clock,
  db,
  newSubject,
  googleAccount,
  sessionCount,
  logsFrom,
  startAttempt,
  arriveFromProvider,
  continueWithGoogle,
  expectRefused,
  failEvents,
  claims,
} = await googleTestbed()

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
    const { back } = await startAttempt(attacker)
    await refusedAttempt('missing-state-cookie', (victim) => arriveFromProvider(victim, back))
  })

  it('refuses a callback with another attempt’s cookie', async () => {
    person()
    const other = new TestBrowser(app)
    await other.get(START, { auth: false })
    await refusedAttempt('state-mismatch', async (browser) => {
      const { back } = await startAttempt(browser)
      browser.cookies.set('kindredOidc', other.cookies.get('kindredOidc')!)
      return arriveFromProvider(browser, back)
    })
  })

  it('refuses a forged or altered attempt cookie', async () => {
    person()
    await refusedAttempt('bad-state-cookie', async (browser) => {
      const { back } = await startAttempt(browser)
      const sealed = Buffer.from(browser.cookies.get('kindredOidc')!, 'base64url')
      sealed[sealed.length - 1]! ^= 1
      browser.cookies.set('kindredOidc', sealed.toString('base64url'))
      return arriveFromProvider(browser, back)
    })
  })

  it('refuses an attempt older than 10 minutes', async () => {
    person()
    await refusedAttempt('attempt-expired', async (browser) => {
      const { back } = await startAttempt(browser)
      clock.advance(10 * MINUTE + 1)
      return arriveFromProvider(browser, back)
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
      claims().nonce = 'wrong'
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
