import { randomBytes } from 'node:crypto'
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { HOUR, MINUTE, SECOND } from '../../lib/clock'
import { DEFAULT_RATE_LIMITS } from '../../rate-limits'
import { sameOriginHeaders } from '../../../test/build-test-app'
import { buildIdentityApp, GOOD_PASSWORD, newEmail, signedUpBrowser } from '../../../test/identity-fixtures'

// Default limits (SPEC §3.6), in-memory store. Each test speaks from addresses of its own, so
// the per-IP buckets of different tests never meet.
const { app, mailbox, clock } = await buildIdentityApp()
const WRONG = 'not the right passphrase'
let ipCounter = 0
const nextIp = () => `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`
const spoofed = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`

/** A request from a given client address (what `request.ip` sees, since trustProxy is off). */
const post = (
  url: string,
  body: unknown,
  from: { ip: string; headers?: Record<string, string>; cookies?: Record<string, string> },
) =>
  app.inject({
    method: 'POST',
    url,
    remoteAddress: from.ip,
    headers: sameOriginHeaders(from.headers),
    cookies: from.cookies ?? {},
    payload: JSON.stringify(body),
  })

const login = (email: string, password: string, ip: string, headers?: Record<string, string>) =>
  post('/api/v1/auth/login', { email, password }, { ip, headers })

function expectRateLimited(res: LightMyRequestResponse, maxWaitSeconds: number) {
  expect(res.statusCode).toBe(429)
  expect(res.json()).toEqual({
    statusCode: 429,
    error: 'Too Many Requests',
    message: expect.any(String),
    code: 'RATE_LIMITED',
  })
  const wait = Number(res.headers['retry-after'])
  expect(wait).toBeGreaterThanOrEqual(1)
  expect(wait).toBeLessThanOrEqual(maxWaitSeconds)
}

/** An address registered from its own IP; waiting for its mail also waits for all mail queued before. */
async function flushMail() {
  const email = newEmail('sentinel')
  await post('/api/v1/auth/register', { email, password: GOOD_PASSWORD }, { ip: nextIp() })
  await mailbox.waitFor(email, /Confirm your email/)
}

describe('sign-in limits', () => {
  it('allow 10 sign-ins a minute per IP; the 11th gets 429 with Retry-After, and a minute later it works', async () => {
    const { email } = await signedUpBrowser(app, mailbox)
    const ip = nextIp()
    for (let i = 1; i <= 10; i++)
      expect((await login(email, GOOD_PASSWORD, ip)).statusCode, `#${i}`).toBe(200)
    expectRateLimited(await login(email, GOOD_PASSWORD, ip), 60)
    // Another client is not affected.
    expect((await login(email, GOOD_PASSWORD, nextIp())).statusCode).toBe(200)
    clock.advance(MINUTE + SECOND)
    expect((await login(email, GOOD_PASSWORD, ip)).statusCode).toBe(200)
  })

  it('count by the connecting address, whatever X-Forwarded-For says', async () => {
    const ip = nextIp()
    for (let i = 1; i <= 10; i++) {
      const res = await login(newEmail(), WRONG, ip, { 'x-forwarded-for': spoofed() })
      expect(res.statusCode, `#${i}`).toBe(401)
    }
    expectRateLimited(await login(newEmail(), WRONG, ip, { 'x-forwarded-for': spoofed() }), 60)
  })

  it('count an IPv6 client by its /64', async () => {
    for (let i = 1; i <= 10; i++)
      expect((await login(newEmail(), WRONG, `2001:db8:77:1::${i}`)).statusCode).toBe(401)
    expectRateLimited(await login(newEmail(), WRONG, '2001:db8:77:1::ff'), 60)
    expect((await login(newEmail(), WRONG, '2001:db8:77:2::1')).statusCode).toBe(401)
  })

  it('stop new browsers after 20 failures for an address, but never lock its owner out', async () => {
    const { browser: owner, email } = await signedUpBrowser(app, mailbox)
    // The owner signed in on this browser before the attack: it holds the known-device cookie.
    expect((await owner.post('/api/v1/auth/login', { email, password: GOOD_PASSWORD })).statusCode).toBe(200)
    expect(owner.cookies.has('knownDevice')).toBe(true)

    // An attacker spreads 20 guesses over 20 addresses, each also claiming another via X-Forwarded-For.
    for (let i = 1; i <= 20; i++) {
      const res = await login(email, `${WRONG} ${i}`, nextIp(), { 'x-forwarded-for': spoofed() })
      expect(res.statusCode, `guess #${i}`).toBe(401)
    }
    expectRateLimited(await login(email, GOOD_PASSWORD, nextIp()), 3600)
    const ownerLogin = await owner.post('/api/v1/auth/login', { email, password: GOOD_PASSWORD })
    expect(ownerLogin.statusCode).toBe(200)
  })

  it('limit an address without an account the same way, so the limit reveals nothing', async () => {
    const email = newEmail('nobody')
    for (let i = 1; i <= 20; i++) expect((await login(email, WRONG, nextIp())).statusCode).toBe(401)
    expect((await login(email, WRONG, nextIp())).statusCode).toBe(429)
  })
})

describe('mail limits', () => {
  it('send at most 5 mails an hour to one address; past that the answer is the same and no mail goes', async () => {
    const email = newEmail()
    const ip = nextIp()
    // Registering counts too: register, resend and forgot share the address budget (SPEC §3.6).
    expect((await post('/api/v1/auth/register', { email, password: GOOD_PASSWORD }, { ip })).statusCode).toBe(
      202,
    )
    const answers: string[] = []
    for (let i = 1; i <= 5; i++) {
      const res = await post('/api/v1/auth/password/forgot', { email }, { ip })
      expect(res.statusCode).toBe(202)
      answers.push(res.body)
    }
    expect(new Set(answers).size).toBe(1)
    await flushMail()
    expect(mailbox.sentTo(email)).toHaveLength(5)

    clock.advance(HOUR + SECOND)
    await post('/api/v1/auth/password/forgot', { email }, { ip })
    await expect.poll(() => mailbox.sentTo(email).length).toBe(6)
  })
})

describe('token confirmation limits', () => {
  const endpoints = [
    ['/api/v1/auth/verify-email', false],
    ['/api/v1/auth/password/reset', true],
    ['/api/v1/auth/password/change/confirm', true],
    ['/api/v1/auth/email/change/confirm', false],
  ] as const
  const guess = (i: number, ip: string) => {
    const [url, setsPassword] = endpoints[i % endpoints.length]!
    const token = randomBytes(32).toString('base64url')
    return post(url, setsPassword ? { token, password: 'a brand new passphrase' } : { token }, { ip })
  }

  it('allow 20 guesses an hour per IP across all four endpoints; the 21st gets 429', async () => {
    const ip = nextIp()
    for (let i = 0; i < 20; i++) expect((await guess(i, ip)).statusCode, `guess #${i + 1}`).toBe(400)
    expectRateLimited(await guess(20, ip), 3600)
    expect((await guess(0, nextIp())).statusCode).toBe(400)
  })
})

describe('configuration', () => {
  it('lets RATE_LIMITS override one limit and keep the others (SPEC §3.6: numbers are configuration)', () => {
    const config = loadConfig({ RATE_LIMITS: '{"loginPerIp":{"limit":3}}' })
    expect(config.rateLimits.loginPerIp).toEqual({ limit: 3, windowMs: MINUTE })
    expect(config.rateLimits.mailPerAddress).toEqual(DEFAULT_RATE_LIMITS.mailPerAddress)
  })
})
