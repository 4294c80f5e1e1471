import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { manualClock, SECOND } from '../../lib/clock'
import { buildIdentityApp, GOOD_PASSWORD, newEmail, signedUpBrowser } from '../../../test/identity-fixtures'
import { tokenFrom } from '../../../test/mailbox'
import { liftedLimits } from '../../../test/lifted-limits'
import { TestBrowser } from '../../../test/test-browser'
import { createSessionCache, SESSION_CACHE_TTL_MS, type AuthenticatedRow } from './session-cache'

const { app, mailbox, clock } = await buildIdentityApp({
  RATE_LIMITS: liftedLimits('loginPerIp', 'mailRequestsPerIp', 'tokenConfirmationsPerIp'),
})
const onPglite = app.database.driver === 'pglite'

const me = (browser: TestBrowser) => browser.get('/api/v1/auth/me')

/** Signed in on two browsers, both having just made an authenticated request (so both are cached). */
async function twoWarmBrowsers() {
  const { browser: first, email } = await signedUpBrowser(app, mailbox)
  const second = new TestBrowser(app)
  expect((await second.post('/api/v1/auth/login', { email, password: GOOD_PASSWORD })).statusCode).toBe(200)
  for (const browser of [first, second]) {
    expect((await me(browser)).statusCode).toBe(200)
    expect((await me(browser)).statusCode).toBe(200)
  }
  return { first, second, email }
}

describe('the session check on the embedded database', () => {
  it('answers repeated authenticated requests from memory on PGlite only', async () => {
    const { first } = await twoWarmBrowsers()
    // Revoke behind the service's back: only a cached answer can still say 200.
    await app.database.db.execute(sql`update sessions set revoked_at = now()`)
    expect((await me(first)).statusCode).toBe(onPglite ? 200 : 401)
    // The backstop: a cached answer is trusted for a few seconds at most.
    clock.advance(SESSION_CACHE_TTL_MS + SECOND)
    expect((await me(first)).statusCode).toBe(401)
  })
})

describe('writes take effect on the very next request, cached or not', () => {
  it('logout', async () => {
    const { first } = await twoWarmBrowsers()
    const copy = first.clone()
    expect((await first.post('/api/v1/auth/logout')).statusCode).toBe(204)
    expect((await me(copy)).statusCode).toBe(401)
  })

  it('ending another session from the sessions list', async () => {
    const { first, second } = await twoWarmBrowsers()
    const list = (await first.get('/api/v1/auth/sessions')).json() as {
      results: { id: string; current: boolean }[]
    }
    const other = list.results.find((s) => !s.current)!
    expect((await first.delete(`/api/v1/auth/sessions/${other.id}`)).statusCode).toBe(204)
    expect((await me(second)).statusCode).toBe(401)
    expect((await me(first)).statusCode).toBe(200)
  })

  it('a password reset from a third browser', async () => {
    const { first, second, email } = await twoWarmBrowsers()
    const stranger = new TestBrowser(app)
    await stranger.post('/api/v1/auth/password/forgot', { email })
    const token = tokenFrom(
      await mailbox.waitFor(email, /Reset your Kindred password/),
      '/auth/reset-password',
    )
    const res = await stranger.post('/api/v1/auth/password/reset', {
      token,
      password: 'a whole new passphrase 2',
    })
    expect(res.statusCode).toBe(200)
    expect((await me(first)).statusCode).toBe(401)
    expect((await me(second)).statusCode).toBe(401)
  })

  it('an email change confirmed from another browser shows in /me at once', async () => {
    const { first, second } = await twoWarmBrowsers()
    const next = newEmail('moved')
    const asked = await first.post('/api/v1/auth/email/change/request', {
      new_email: next,
      current_password: GOOD_PASSWORD,
    })
    expect(asked.statusCode).toBe(202)
    const token = tokenFrom(await mailbox.waitFor(next, /Confirm your new email/), '/auth/confirm-email')
    expect((await new TestBrowser(app).post('/api/v1/auth/email/change/confirm', { token })).statusCode).toBe(
      200,
    )
    expect((await me(second)).json()).toMatchObject({ user: { email: next } })
  })

  it('erasing the account', async () => {
    const { first, second } = await twoWarmBrowsers()
    const res = await first.delete('/api/v1/account', { password: GOOD_PASSWORD })
    expect(res.statusCode).toBe(204)
    expect((await me(second)).statusCode).toBe(401)
  })

  it('the access cookie running out, even seconds after it was cached', async () => {
    const { first } = await twoWarmBrowsers()
    clock.advance(15 * 60 * SECOND - 2 * SECOND)
    expect((await me(first)).statusCode).toBe(200)
    clock.advance(3 * SECOND)
    expect((await me(first)).statusCode).toBe(401)
  })

  it('a wrong CSRF header is refused even when the session is cached', async () => {
    const { first } = await twoWarmBrowsers()
    const res = await first.get('/api/v1/auth/me', { headers: { 'x-csrf-token': 'x'.repeat(43) } })
    expect(res.statusCode).toBe(401)
  })
})

describe('the cache itself', () => {
  const row = (accessExpiresAt: Date) =>
    ({
      user: { id: 1 },
      session: {
        revokedAt: null,
        accessExpiresAt,
        absoluteExpiresAt: new Date(accessExpiresAt.getTime() + 1),
      },
    }) as unknown as AuthenticatedRow

  it('does not keep what a check read if a write happened while it was reading', () => {
    const testClock = manualClock(new Date('2026-01-01T00:00:00Z'))
    const cache = createSessionCache({ enabled: true, clock: testClock })
    const startedAt = cache.generation()
    cache.invalidate() // a write lands while the check is reading
    cache.set('h', row(new Date('2026-01-01T01:00:00Z')), startedAt)
    expect(cache.get('h')).toBeUndefined()
    cache.set('h', row(new Date('2026-01-01T01:00:00Z')), cache.generation())
    expect(cache.get('h')).toBeDefined()
    cache.invalidate()
    expect(cache.get('h')).toBeUndefined()
  })

  it('stores nothing when it is turned off (PostgreSQL: several instances share the sessions)', () => {
    const cache = createSessionCache({ enabled: false, clock: manualClock(new Date()) })
    cache.set('h', row(new Date(Date.now() + 60_000)), cache.generation())
    expect(cache.get('h')).toBeUndefined()
  })
})
