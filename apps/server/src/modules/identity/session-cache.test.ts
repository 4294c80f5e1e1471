import { sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { MODERATION_PATHS, MODERATOR_PATHS, type ReportReason } from '@kindred/contract/moderation'
import { MODERATION_QUEUE_PATHS } from '@kindred/contract/moderation-queue'
import { manualClock, SECOND } from '../../lib/clock'
import { buildTestApp } from '../../../test/build-test-app'
import { buildIdentityApp, GOOD_PASSWORD, newEmail, signedUpBrowser } from '../../../test/identity-fixtures'
import { openTestDatabase } from '../../../test/test-database'
import { tokenFrom } from '../../../test/mailbox'
import { liftedLimits } from '../../../test/lifted-limits'
import { TestBrowser } from '../../../test/test-browser'
import type { Authenticated } from '../../plugins/authentication'
import { createSessionCache, SESSION_CACHE_TTL_MS, SESSION_CHANGES_CHANNEL } from './session-cache'

const { app, mailbox, clock } = await buildIdentityApp({
  RATE_LIMITS: liftedLimits('loginPerIp', 'mailRequestsPerIp', 'tokenConfirmationsPerIp'),
})

const me = (browser: TestBrowser) => browser.get('/api/v1/auth/me')
const userOf = async (browser: TestBrowser) =>
  ((await me(browser)).json() as { user: { public_id: string; role: string; suspension: unknown } }).user

/** Someone signed up through `instance` and made moderator (or admin) straight in the table. */
async function staff(instance: FastifyInstance, role: 'moderator' | 'admin') {
  const { browser, email } = await signedUpBrowser(instance, mailbox)
  await instance.database.db.execute(sql`update users set role = ${role} where email = ${email}`)
  return browser
}

/** A moderator suspends the person behind `publicId` for a day, reported first as SPEC §10 asks. */
async function suspendThrough(instance: FastifyInstance, publicId: string) {
  const moderator = await staff(instance, 'moderator')
  const reasons = (await moderator.get(MODERATION_PATHS.reasons(3))).json() as { results: ReportReason[] }
  const rule = reasons.results.find((reason) => reason.kind === 'violation')!
  const reported = await moderator.post(MODERATION_PATHS.report, {
    target_kind: 3,
    target: publicId,
    reason_id: rule.id,
  })
  expect(reported.statusCode, reported.body).toBe(201)
  const decided = await moderator.post(MODERATION_QUEUE_PATHS.decide, {
    subject_kind: 'person',
    subject_id: publicId,
    decision: 'suspend',
    rule: rule.slug,
    days: 1,
  })
  expect(decided.statusCode, decided.body).toBe(200)
}

/** The password of `email` reset through `instance` from a third browser, by the link mailed. */
async function resetPasswordThrough(instance: FastifyInstance, email: string, password: string) {
  const stranger = new TestBrowser(instance)
  await stranger.post('/api/v1/auth/password/forgot', { email })
  const token = tokenFrom(await mailbox.waitFor(email, /Reset your Kindred password/), '/auth/reset-password')
  const reset = await stranger.post('/api/v1/auth/password/reset', { token, password })
  expect(reset.statusCode).toBe(200)
}

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

/** Changes the database behind every instance's back without announcing it (no trigger runs). */
async function silently(statement: SQL, db = app.database.db) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`)
    await tx.execute(statement)
  })
}

/** Asks until the answer is `status`, for at most `ms` of real time; answers the last status seen. */
async function statusWithin(browser: TestBrowser, status: number, ms: number) {
  const deadline = Date.now() + ms
  let last = (await me(browser)).statusCode
  while (last !== status && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10))
    last = (await me(browser)).statusCode
  }
  return last
}

describe('the session check', () => {
  it('answers repeated authenticated requests from memory, for a few seconds at most', async () => {
    const { first } = await twoWarmBrowsers()
    // Revoked without any announcement: only a cached answer can still say 200.
    await silently(sql`update sessions set revoked_at = now() where revoked_at is null`)
    expect((await me(first)).statusCode).toBe(200)
    // The backstop: a cached answer is trusted for a few seconds at most.
    clock.advance(SESSION_CACHE_TTL_MS + SECOND)
    expect((await me(first)).statusCode).toBe(401)
  })

  it('forgets a person as soon as the database announces a change made behind its back', async () => {
    const { first, second } = await twoWarmBrowsers()
    // As another instance or an operator's script would: straight to the database.
    await app.database.db.execute(sql`update sessions set revoked_at = now() where revoked_at is null`)
    expect(await statusWithin(first, 401, 1000)).toBe(401)
    expect(await statusWithin(second, 401, 1000)).toBe(401)
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
    await resetPasswordThrough(app, email, 'a whole new passphrase 2')
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

  it("a moderator's suspension, in the suspended person's very next answer", async () => {
    const { first } = await twoWarmBrowsers()
    await suspendThrough(app, (await userOf(first)).public_id)
    expect((await userOf(first)).suspension).not.toBeNull()
  })

  it("an admin's role change, in the person's very next answer", async () => {
    const { first, email } = await twoWarmBrowsers()
    const admin = await staff(app, 'admin')
    expect((await admin.post(MODERATOR_PATHS.moderators, { email })).statusCode).toBeLessThan(300)
    expect((await userOf(first)).role).toBe('moderator')
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
  const row = (accessExpiresAt: Date, userId = 1) =>
    ({
      user: { id: userId },
      session: {
        revokedAt: null,
        accessExpiresAt,
        absoluteExpiresAt: new Date(accessExpiresAt.getTime() + 1),
      },
    }) as unknown as Authenticated

  const listeningCache = () => {
    const cache = createSessionCache({ clock: manualClock(new Date('2026-01-01T00:00:00Z')) })
    cache.listening(true)
    return cache
  }
  const later = new Date('2026-01-01T01:00:00Z')

  it('does not keep what a check read if a change happened while it was reading', () => {
    const cache = listeningCache()
    const startedAt = cache.generation()
    cache.forget(1) // a change to this person lands while the check is reading
    cache.set('h', row(later), startedAt)
    expect(cache.get('h')).toBeUndefined()
    const announcedWhileReading = cache.generation()
    cache.forget(2) // another person's change announced while the check is reading
    cache.set('h', row(later), announcedWhileReading)
    expect(cache.get('h')).toBeUndefined()
    cache.set('h', row(later), cache.generation())
    expect(cache.get('h')).toBeDefined()
    cache.forget(1)
    expect(cache.get('h')).toBeUndefined()
  })

  it('keeps nothing of a person changed by a transaction until the change is announced', () => {
    const cache = listeningCache()
    cache.set('one', row(later, 1), cache.generation())
    cache.set('two', row(later, 2), cache.generation())
    cache.hold(1) // written inside a transaction of this instance, not yet committed
    expect(cache.get('one')).toBeUndefined()
    expect(cache.get('two')).toBeDefined()
    // A check reading before the commit would see the old row: it is not kept.
    cache.set('one', row(later, 1), cache.generation())
    expect(cache.get('one')).toBeUndefined()
    cache.forget(1) // the announcement, after the commit
    cache.set('one', row(later, 1), cache.generation())
    expect(cache.get('one')).toBeDefined()
  })

  it('keeps a held person again after the backstop when no announcement comes (a rolled-back write)', () => {
    const clock = manualClock(new Date('2026-01-01T00:00:00Z'))
    const cache = createSessionCache({ clock })
    cache.listening(true)
    cache.hold(1)
    cache.set('one', row(later, 1), cache.generation())
    expect(cache.get('one')).toBeUndefined()
    clock.advance(SESSION_CACHE_TTL_MS + SECOND)
    cache.set('one', row(later, 1), cache.generation())
    expect(cache.get('one')).toBeDefined()
  })

  it("forgets by person: one person's change leaves the others' entries", () => {
    const cache = listeningCache()
    cache.set('one', row(later, 1), cache.generation())
    cache.set('two', row(later, 2), cache.generation())
    cache.forget(1)
    expect(cache.get('one')).toBeUndefined()
    expect(cache.get('two')).toBeDefined()
  })

  it('keeps nothing until it listens, nor after the listening is lost', () => {
    const cache = createSessionCache({ clock: manualClock(new Date('2026-01-01T00:00:00Z')) })
    cache.set('h', row(later), cache.generation())
    expect(cache.get('h')).toBeUndefined()
    cache.listening(true)
    cache.set('h', row(later), cache.generation())
    expect(cache.get('h')).toBeDefined()
    cache.listening(false)
    expect(cache.get('h')).toBeUndefined()
    cache.set('h', row(later), cache.generation())
    expect(cache.get('h')).toBeUndefined()
  })
})

/** The same browser (its cookies) talking to another instance. */
function on(instance: typeof app, browser: TestBrowser) {
  const there = new TestBrowser(instance)
  for (const [name, value] of browser.cookies) there.cookies.set(name, value)
  return there
}

// Two instances share one database on PostgreSQL only (PGlite belongs to one process).
if (process.env.KINDRED_TEST_DB === 'postgres')
  describe('two instances', async () => {
    const database = await openTestDatabase()
    const env = { SMTP_URL: mailbox.url, RATE_LIMITS: liftedLimits('loginPerIp', 'mailRequestsPerIp') }
    const first = await buildTestApp({ env, database, clock })
    const second = await buildTestApp({ env, database: await database.reopen!(), clock })

    /** Signed in through the first instance, and cached by the second (asked there twice). */
    async function warmOnSecond() {
      const { browser, email } = await signedUpBrowser(first, mailbox)
      const there = on(second, browser)
      expect((await me(there)).statusCode).toBe(200)
      expect((await me(there)).statusCode).toBe(200)
      return { browser: there, email, signedInFirst: browser }
    }

    it('a logout through one is refused by the other within a second', async () => {
      const { browser, signedInFirst } = await warmOnSecond()
      expect((await signedInFirst.post('/api/v1/auth/logout')).statusCode).toBe(204)
      expect(await statusWithin(browser, 401, 1000)).toBe(401)
    })

    it('ending a session from another device through one is refused by the other within a second', async () => {
      const { browser, email } = await warmOnSecond()
      const phone = new TestBrowser(first, 'Mozilla/5.0 (iPhone) Safari/605.1.15')
      expect((await phone.post('/api/v1/auth/login', { email, password: GOOD_PASSWORD })).statusCode).toBe(
        200,
      )
      const list = (await phone.get('/api/v1/auth/sessions')).json() as {
        results: { id: string; current: boolean }[]
      }
      const other = list.results.find((session) => !session.current)!
      expect((await phone.delete(`/api/v1/auth/sessions/${other.id}`)).statusCode).toBe(204)
      expect(await statusWithin(browser, 401, 1000)).toBe(401)
    })

    it('a password reset through one is refused by the other within a second', async () => {
      const { browser, email } = await warmOnSecond()
      await resetPasswordThrough(first, email, 'a whole new passphrase 3')
      expect(await statusWithin(browser, 401, 1000)).toBe(401)
    })

    it("a suspension through one shows in the other's answers within a second", async () => {
      const { browser } = await warmOnSecond()
      await suspendThrough(first, (await userOf(browser)).public_id)
      const deadline = Date.now() + 1000
      while ((await userOf(browser)).suspension === null && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 10))
      expect((await userOf(browser)).suspension).not.toBeNull()
    })

    it('an erasure through one is refused by the other within a second', async () => {
      const { browser, signedInFirst } = await warmOnSecond()
      expect((await signedInFirst.delete('/api/v1/account', { password: GOOD_PASSWORD })).statusCode).toBe(
        204,
      )
      expect(await statusWithin(browser, 401, 1000)).toBe(401)
    })

    it("a role change through one shows in the other's /me within a second", async () => {
      const { browser, email } = await warmOnSecond()
      const role = async () => ((await me(browser)).json() as { user: { role: string } }).user.role
      expect(await role()).toBe('user')
      await first.database.db.execute(sql`update users set role = 'moderator' where email = ${email}`)
      const deadline = Date.now() + 1000
      while ((await role()) !== 'moderator' && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 10))
      expect(await role()).toBe('moderator')
    })

    it('keeps nothing while its listening connection is lost, and caches again once it is back', async () => {
      const there = await warmOnSecond()
      await first.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where query = ${`LISTEN ${SESSION_CHANGES_CHANNEL}`} and datname = current_database()`,
      )
      await new Promise((resolve) => setTimeout(resolve, 100))
      // Revoked without an announcement while nobody listens: only a database read can tell.
      const revokeSilently = (email: string) =>
        silently(
          sql`update sessions set revoked_at = now() where user_id = (select id from users where email = ${email})`,
          first.database.db,
        )
      await revokeSilently(there.email)
      expect((await me(there.browser)).statusCode).toBe(401)

      // Listening again about a second later: answers come from memory again.
      await new Promise((resolve) => setTimeout(resolve, 1500))
      const later = await warmOnSecond()
      await revokeSilently(later.email)
      expect((await me(later.browser)).statusCode).toBe(200)
    })
  })
