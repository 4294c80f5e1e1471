import { describe, expect, it } from 'vitest'
import {
  MEMORY_PATHS,
  MemoryAllowanceSchema,
  newAccountMemoriesMessage,
  type MemoryAllowance,
} from '@kindred/contract/memories'
import { DAY, HOUR, MINUTE } from '../../lib/clock'
import { buildIdentityApp } from '../../../test/identity-fixtures'
import { liftedLimits } from '../../../test/lifted-limits'
import { BODY, person, personAged } from '../../../test/memory-fixtures'
import { TestBrowser } from '../../../test/test-browser'

// SPEC §3.6: new memory 10/hour per user, 3/day for accounts under 24 h old. The limits as
// configured; only sign-up's own limits are lifted (every account here signs up from one address).
const SIGN_UP = liftedLimits('loginPerIp', 'mailRequestsPerIp')

const attempt = (browser: TestBrowser, n: number) =>
  browser.post(MEMORY_PATHS.create, { title: `Memory ${n}`, body: BODY, mt: 1 })

async function shareMany(browser: TestBrowser, count: number) {
  const codes: number[] = []
  for (let n = 1; n <= count; n++) codes.push((await attempt(browser, n)).statusCode)
  return codes
}

/** What the composer asks before the person writes (decision 037). */
async function allowance(browser: TestBrowser): Promise<MemoryAllowance['new_account']> {
  const res = await browser.get(MEMORY_PATHS.allowance)
  expect(res.statusCode, res.body).toBe(200)
  return MemoryAllowanceSchema.parse(res.json()).new_account
}

const dayAfter = (iso: string, hours = 24) => new Date(Date.parse(iso) + hours * HOUR).toISOString()

async function createdAtOf(browser: TestBrowser) {
  return ((await browser.get('/api/v1/auth/me')).json() as { user: { created_at: string } }).user.created_at
}

async function myMemoryCount(browser: TestBrowser) {
  return ((await browser.get(MEMORY_PATHS.mine)).json() as { results: unknown[] }).results.length
}

const { app, mailbox, clock } = await buildIdentityApp({ RATE_LIMITS: SIGN_UP })

describe('memories from new accounts (SPEC §3.6: 3 in the first day)', () => {
  it('shares 3, refuses the 4th kindly with Retry-After, and keeps nothing of it', async () => {
    const young = await person(app, mailbox)
    expect(await shareMany(young.browser, 3)).toEqual([201, 201, 201])

    const fourth = await attempt(young.browser, 4)
    expect(fourth.statusCode).toBe(429)
    expect(fourth.json().message).toBe(newAccountMemoriesMessage(3))
    expect(fourth.json().code).toBe('NEW_ACCOUNT_LIMIT')
    expect(fourth.json().message).toMatch(/New accounts can share 3 memories in their first day/)
    const retryAfter = Number(fourth.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(23 * 3600)
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600)
    expect(await myMemoryCount(young.browser)).toBe(3)
  })

  it('lets a mistake in the tags cost nothing of the three', async () => {
    const young = await person(app, mailbox)
    const badTag = await young.browser.post(MEMORY_PATHS.create, {
      title: 'A memory',
      body: BODY,
      mt: 1,
      tag_ids: [2_000_000_000],
    })
    expect(badTag.statusCode).toBe(422)
    expect(await shareMany(young.browser, 4)).toEqual([201, 201, 201, 429])
  })

  it('allows more once the account is a day old, and says so in Retry-After', async () => {
    const almost = await personAged(app, mailbox, clock, DAY - 10 * MINUTE)
    expect(await shareMany(almost.browser, 4)).toEqual([201, 201, 201, 429])
    // The day's window would end tomorrow; the limit stops applying in ten minutes.
    const refused = await attempt(almost.browser, 5)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(10 * 60)

    clock.advance(10 * MINUTE)
    expect((await attempt(almost.browser, 6)).statusCode).toBe(201)
    expect(await myMemoryCount(almost.browser)).toBe(4)
  })

  it('does not limit an older account this way (only the hourly 10)', async () => {
    const older = await personAged(app, mailbox, clock, DAY)
    const codes = await shareMany(older.browser, 11)
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(201))
    expect(codes[10]).toBe(429)
    expect(await myMemoryCount(older.browser)).toBe(10)
  })
})

describe('the allowance, told before writing (decision 037)', () => {
  it('says a brand-new account can share 3 today and when the limit ends, and counts down as it shares', async () => {
    const young = await person(app, mailbox)
    const until = dayAfter(await createdAtOf(young.browser))
    expect(await allowance(young.browser)).toEqual({ until, per_day: 3, left: 3, again_at: null })
    expect(await shareMany(young.browser, 1)).toEqual([201])
    expect(await allowance(young.browser)).toEqual({ until, per_day: 3, left: 2, again_at: null })
    // Asking does not count: it says the same however often it is asked.
    expect(await allowance(young.browser)).toEqual({ until, per_day: 3, left: 2, again_at: null })
    expect(await shareMany(young.browser, 2)).toEqual([201, 201])
    // None left: sharing opens again when the account stops being new (before the day's count ends).
    expect(await allowance(young.browser)).toEqual({ until, per_day: 3, left: 0, again_at: until })
    const refused = await attempt(young.browser, 4)
    expect(refused.statusCode).toBe(429)
    expect(await allowance(young.browser)).toEqual({ until, per_day: 3, left: 0, again_at: until })
  })

  it('says when an almost-grown account can share again, and nothing once it is grown', async () => {
    const almost = await personAged(app, mailbox, clock, DAY - 10 * MINUTE)
    expect(await shareMany(almost.browser, 3)).toEqual([201, 201, 201])
    const told = await allowance(almost.browser)
    expect(told?.left).toBe(0)
    expect(told?.again_at).toBe(told?.until)
    expect(Date.parse(told!.until) - clock.now().getTime()).toBeLessThanOrEqual(10 * MINUTE)

    clock.advance(10 * MINUTE)
    expect(await allowance(almost.browser)).toBeNull()
    expect((await attempt(almost.browser, 4)).statusCode).toBe(201)
  })

  it('is null for an older account: only the hourly limit everyone has', async () => {
    const older = await personAged(app, mailbox, clock, DAY)
    expect(await allowance(older.browser)).toBeNull()
    expect(await allowance((await personAged(app, mailbox, clock, 400 * DAY)).browser)).toBeNull()
  })

  it('is for the signed-in person only', async () => {
    const visitor = new TestBrowser(app)
    expect((await visitor.get(MEMORY_PATHS.allowance)).statusCode).toBe(401)
  })
})

describe('NEW_ACCOUNT_HOURS=0', () => {
  it('turns the new-account limit off: a brand-new account shares like anyone, and is told no limit', async () => {
    const { app, mailbox } = await buildIdentityApp({ RATE_LIMITS: SIGN_UP, NEW_ACCOUNT_HOURS: '0' })
    const young = await person(app, mailbox)
    expect(await allowance(young.browser)).toBeNull()
    expect(await shareMany(young.browser, 5)).toEqual([201, 201, 201, 201, 201])
    expect(await allowance(young.browser)).toBeNull()
  })
})

describe('NEW_ACCOUNT_HOURS=48', () => {
  it('the day’s 3 used up: sharing opens when the day’s count starts over, before the account is grown', async () => {
    const { app, mailbox, clock } = await buildIdentityApp({ RATE_LIMITS: SIGN_UP, NEW_ACCOUNT_HOURS: '48' })
    const young = await person(app, mailbox)
    const until = dayAfter(await createdAtOf(young.browser), 48)
    const firstShare = clock.now().getTime()
    expect(await shareMany(young.browser, 3)).toEqual([201, 201, 201])
    const againAt = new Date(firstShare + DAY).toISOString()
    expect(await allowance(young.browser)).toEqual({ until, per_day: 3, left: 0, again_at: againAt })
    expect(Number((await attempt(young.browser, 4)).headers['retry-after'])).toBe(24 * 3600)

    clock.advance(DAY)
    // A day on, the browser refreshes its session as the app does.
    expect((await young.browser.post('/api/v1/auth/refresh')).statusCode).toBe(200)
    expect(await allowance(young.browser)).toEqual({ until, per_day: 3, left: 3, again_at: null })
  })
})
