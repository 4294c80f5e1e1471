import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { MEMORY_PATHS, newAccountMemoriesMessage } from '@kindred/contract/memories'
import { users } from '../../db/schema'
import { DAY, MINUTE, type Clock } from '../../lib/clock'
import { buildIdentityApp } from '../../../test/identity-fixtures'
import { liftedLimits } from '../../../test/lifted-limits'
import { BODY, person } from '../../../test/memory-fixtures'
import type { TestBrowser } from '../../../test/test-browser'

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

async function myMemoryCount(browser: TestBrowser) {
  return ((await browser.get(MEMORY_PATHS.mine)).json() as { results: unknown[] }).results.length
}

/** A person whose account was made `ageMs` ago by the app's clock. */
async function personAged(
  app: FastifyInstance,
  mailbox: Parameters<typeof person>[1],
  clock: Clock,
  ageMs: number,
) {
  const someone = await person(app, mailbox)
  await app.database.db
    .update(users)
    .set({ createdAt: new Date(clock.now().getTime() - ageMs) })
    .where(eq(users.id, someone.id))
  return someone
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

describe('NEW_ACCOUNT_HOURS=0', () => {
  it('turns the new-account limit off: a brand-new account shares like anyone', async () => {
    const { app, mailbox } = await buildIdentityApp({ RATE_LIMITS: SIGN_UP, NEW_ACCOUNT_HOURS: '0' })
    const young = await person(app, mailbox)
    expect(await shareMany(young.browser, 5)).toEqual([201, 201, 201, 201, 201])
  })
})
