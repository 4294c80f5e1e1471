import { and, eq, isNull } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { refreshTokens } from '../../db/schema/index'
import { SECOND } from '../../lib/clock'
import { sha256 } from '../../lib/secrets'
import { capturedLogs } from '../../../test/build-test-app'
import { buildIdentityApp, signedUpBrowser } from '../../../test/identity-fixtures'
import { TestBrowser } from '../../../test/test-browser'

const { app, mailbox, clock } = await buildIdentityApp()
const { db } = app.database

const cookieValue = (res: LightMyRequestResponse, name: string) =>
  (res.cookies as { name: string; value: string }[]).find((c) => c.name === name)?.value

/**
 * One request presenting exactly this refresh token, as a browser holding it would (the CSRF
 * cookie and header come along because the CSRF guard asks for them whenever cookies are sent).
 */
async function presentRefresh(refreshToken: string, csrfToken: string) {
  const browser = new TestBrowser(app)
  browser.cookies.set('refreshToken', refreshToken)
  browser.cookies.set('csrfToken', csrfToken)
  const res = await browser.post('/api/v1/auth/refresh')
  return { res, refreshToken: cookieValue(res, 'refreshToken'), browser }
}

async function signedIn() {
  const { browser } = await signedUpBrowser(app, mailbox)
  const csrf = browser.cookies.get('csrfToken')!
  return { browser, csrf, rt1: browser.cookies.get('refreshToken')! }
}

const sessionOf = async (refreshToken: string) =>
  (
    await db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(refreshToken)))
  )[0]!.sessionId

const me = (browser: TestBrowser) => browser.get('/api/v1/auth/me')

describe('refresh token rotation', () => {
  it('gives new access and refresh cookies and keeps the CSRF cookie', async () => {
    const { browser, csrf } = await signedIn()
    const before = new Map(browser.cookies)
    const res = await browser.post('/api/v1/auth/refresh')
    expect(res.statusCode).toBe(200)
    const access = cookieValue(res, 'accessToken')
    const refresh = cookieValue(res, 'refreshToken')
    expect(access).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(refresh).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(access).not.toBe(before.get('accessToken'))
    expect(refresh).not.toBe(before.get('refreshToken'))
    expect(cookieValue(res, 'csrfToken')).toBeUndefined()
    expect(browser.cookies.get('csrfToken')).toBe(csrf)
    expect(res.body).not.toContain(access)
    expect(res.body).not.toContain(refresh)
    expect((await me(browser)).statusCode).toBe(200)
  })

  it('ends the whole session when a rotated token comes back, and logs refresh.reuse', async () => {
    const { browser, csrf, rt1 } = await signedIn()
    expect((await browser.post('/api/v1/auth/refresh')).statusCode).toBe(200)
    expect((await browser.post('/api/v1/auth/refresh')).statusCode).toBe(200)
    const rt3 = browser.cookies.get('refreshToken')!
    expect(new Set([rt1, rt3]).size).toBe(2)
    const logsBefore = capturedLogs.length

    // A thief replays the first token: refused, and it ends the family.
    expect((await presentRefresh(rt1, csrf)).res.statusCode).toBe(401)
    expect((await presentRefresh(rt3, csrf)).res.statusCode).toBe(401)
    expect((await me(browser)).statusCode).toBe(401)
    const events = capturedLogs
      .slice(logsBefore)
      .join('')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { event?: string })
    expect(events.some((e) => e.event === 'refresh.reuse')).toBe(true)
  })

  it('gives 20 parallel refreshes with one token one and the same successor', async () => {
    const { csrf, rt1 } = await signedIn()
    const results = await Promise.all(Array.from({ length: 20 }, () => presentRefresh(rt1, csrf)))
    expect(results.map((r) => r.res.statusCode)).toEqual(Array(20).fill(200))
    const successors = new Set(results.map((r) => r.refreshToken))
    expect(successors.size).toBe(1)
    const [rt2] = [...successors] as string[]
    expect(rt2).not.toBe(rt1)

    // The database agrees: the session has exactly one live (unused) refresh token, the successor.
    const sessionId = await sessionOf(rt1)
    const unused = await db
      .select({ tokenHash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.usedAt)))
    expect(unused).toEqual([{ tokenHash: sha256(rt2!) }])
    expect(await db.$count(refreshTokens, eq(refreshTokens.sessionId, sessionId))).toBe(2)
    // Every tab ended up signed in.
    expect((await me(results[0]!.browser)).statusCode).toBe(200)
    expect((await me(results[19]!.browser)).statusCode).toBe(200)
  })

  it('lets a second tab reuse a token within 10 s, and treats it as theft after that', async () => {
    const { csrf, rt1 } = await signedIn()
    const first = await presentRefresh(rt1, csrf)
    expect(first.res.statusCode).toBe(200)
    const rt2 = first.refreshToken!

    clock.advance(5 * SECOND)
    const secondTab = await presentRefresh(rt1, csrf)
    expect(secondTab.res.statusCode).toBe(200)
    expect(secondTab.refreshToken).toBe(rt2)

    // 11 s after the first use RT2 is still unused, but RT1 is stale: the session ends.
    clock.advance(6 * SECOND)
    expect((await presentRefresh(rt1, csrf)).res.statusCode).toBe(401)
    expect((await presentRefresh(rt2, csrf)).res.statusCode).toBe(401)
    expect((await me(first.browser)).statusCode).toBe(401)
  })

  it('refuses a refresh token nobody issued', async () => {
    const { csrf } = await signedIn()
    const res = await presentRefresh('A'.repeat(43), csrf)
    expect(res.res.statusCode).toBe(401)
    expect(res.res.json().code).toBe('UNAUTHENTICATED')
  })
})
