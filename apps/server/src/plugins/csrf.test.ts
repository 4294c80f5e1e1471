import { describe, expect, it } from 'vitest'
import { buildTestApp, TEST_ORIGIN } from '../../test/build-test-app'
import { probeCount, probeRoutes } from '../../test/probe-table'

const app = await buildTestApp({ extend: (a) => a.register(probeRoutes) })

const CSRF = 'c'.repeat(43)
const signedInCookies = { accessToken: 'a-session', csrfToken: CSRF }
const json = { 'content-type': 'application/json' }
const body = JSON.stringify({ note: 'x' })

type Case = {
  name: string
  method: 'POST' | 'GET'
  headers: Record<string, string>
  cookies?: Record<string, string>
  status: number
}

// SPEC §3.5 and security-bar §1.4. Each row is sent to a POST route and to a GET marked as
// state-changing (the seed's `…/hide`, `/notifications/{id}/read/` kind).
const refused: Case[] = [
  {
    name: 'POST without the CSRF header',
    method: 'POST',
    headers: { ...json, 'sec-fetch-site': 'same-origin' },
    cookies: signedInCookies,
    status: 403,
  },
  {
    name: 'POST with a wrong CSRF header',
    method: 'POST',
    headers: { ...json, 'sec-fetch-site': 'same-origin', 'x-csrf-token': 'd'.repeat(43) },
    cookies: signedInCookies,
    status: 403,
  },
  {
    name: 'POST with a CSRF header but no csrfToken cookie',
    method: 'POST',
    headers: { ...json, 'x-csrf-token': CSRF },
    cookies: { accessToken: 'a-session' },
    status: 403,
  },
  {
    name: 'POST as text/plain',
    method: 'POST',
    headers: { 'content-type': 'text/plain', 'x-csrf-token': CSRF },
    cookies: signedInCookies,
    status: 415,
  },
  {
    name: 'POST with no content type at all',
    method: 'POST',
    headers: { 'x-csrf-token': CSRF },
    cookies: signedInCookies,
    status: 415,
  },
  {
    name: 'POST cross-site',
    method: 'POST',
    headers: { ...json, 'sec-fetch-site': 'cross-site', 'x-csrf-token': CSRF },
    cookies: signedInCookies,
    status: 403,
  },
  {
    name: 'POST same-site (a sibling origin)',
    method: 'POST',
    headers: { ...json, 'sec-fetch-site': 'same-site', 'x-csrf-token': CSRF },
    cookies: signedInCookies,
    status: 403,
  },
  {
    name: 'POST from a foreign Origin without Fetch Metadata',
    method: 'POST',
    headers: { ...json, origin: 'http://evil.test', 'x-csrf-token': CSRF },
    cookies: signedInCookies,
    status: 403,
  },
  {
    name: 'POST from a foreign Origin without cookies (login CSRF)',
    method: 'POST',
    headers: { ...json, origin: 'http://evil.test' },
    status: 403,
  },
  {
    name: 'state-changing GET as an image from another site',
    method: 'GET',
    headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' },
    cookies: signedInCookies,
    status: 403,
  },
  {
    name: 'state-changing GET as a typed or bookmarked URL',
    method: 'GET',
    headers: { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate' },
    cookies: signedInCookies,
    status: 403,
  },
  {
    name: 'state-changing GET same-origin without the header',
    method: 'GET',
    headers: { 'sec-fetch-site': 'same-origin' },
    cookies: signedInCookies,
    status: 403,
  },
  {
    name: 'state-changing GET with the __Host- cookie and a wrong header',
    method: 'GET',
    headers: { 'sec-fetch-site': 'same-origin', 'x-csrf-token': 'nope' },
    cookies: { '__Host-accessToken': 'a', '__Host-csrfToken': CSRF },
    status: 403,
  },
]

const allowed: Case[] = [
  {
    name: 'POST same-origin with the matching header',
    method: 'POST',
    headers: { ...json, 'sec-fetch-site': 'same-origin', origin: TEST_ORIGIN, 'x-csrf-token': CSRF },
    cookies: signedInCookies,
    status: 201,
  },
  {
    name: 'POST with the __Host- cookies and the matching header',
    method: 'POST',
    headers: { ...json, 'sec-fetch-site': 'same-origin', 'x-csrf-token': CSRF },
    cookies: { '__Host-accessToken': 'a', '__Host-csrfToken': CSRF },
    status: 201,
  },
  {
    name: 'POST without cookies from our own origin (e.g. register)',
    method: 'POST',
    headers: { ...json, origin: TEST_ORIGIN },
    status: 201,
  },
  { name: 'POST from a non-browser client without cookies', method: 'POST', headers: json, status: 201 },
  {
    name: 'state-changing GET same-origin with the header',
    method: 'GET',
    headers: { 'sec-fetch-site': 'same-origin', 'x-csrf-token': CSRF },
    cookies: signedInCookies,
    status: 200,
  },
]

function send(c: Case) {
  return c.method === 'POST'
    ? app.inject({
        method: 'POST',
        url: '/test/probe/',
        headers: c.headers,
        cookies: c.cookies,
        payload: body,
      })
    : app.inject({ method: 'GET', url: '/test/probe/x/touch/', headers: c.headers, cookies: c.cookies })
}

describe('the CSRF guard', () => {
  it.each(refused.map((c) => [c.name, c] as const))('refuses %s and changes nothing', async (_name, c) => {
    const before = await probeCount(app)
    const res = await send(c)
    expect(res.statusCode).toBe(c.status)
    expect(res.json().statusCode).toBe(c.status)
    expect(await probeCount(app)).toBe(before)
  })

  it.each(allowed.map((c) => [c.name, c] as const))('lets through %s', async (_name, c) => {
    const before = await probeCount(app)
    const res = await send(c)
    expect(res.statusCode).toBe(c.status)
    expect(await probeCount(app)).toBe(before + 1)
  })

  describe('a write without a body', () => {
    const bodyless = (headers: Record<string, string>, payload?: string) =>
      app.inject({
        method: 'DELETE',
        url: '/test/probe/gone/',
        headers,
        cookies: signedInCookies,
        ...(payload === undefined ? {} : { payload }),
      })
    const sameOrigin = { 'sec-fetch-site': 'same-origin', origin: TEST_ORIGIN, 'x-csrf-token': CSRF }

    it('needs no content type when it passes the origin and header checks', async () => {
      const before = await probeCount(app)
      const res = await bodyless(sameOrigin)
      expect(res.statusCode).toBe(200)
      expect(await probeCount(app)).toBe(before + 1)
    })

    it.each([
      ['from another site', { ...sameOrigin, 'sec-fetch-site': 'cross-site' }, undefined, 403],
      ['from a foreign Origin', { origin: 'http://evil.test', 'x-csrf-token': CSRF }, undefined, 403],
      ['without the CSRF header', { 'sec-fetch-site': 'same-origin' }, undefined, 403],
      ['with a body but no content type', sameOrigin, '{"note":"x"}', 415],
      ['with an empty text/plain body', { ...sameOrigin, 'content-type': 'text/plain' }, '', 415],
      [
        'with a form body',
        { ...sameOrigin, 'content-type': 'application/x-www-form-urlencoded' },
        'a=b',
        415,
      ],
    ] as const)('is refused %s, and changes nothing', async (_name, headers, payload, status) => {
      const before = await probeCount(app)
      const res = await bodyless(headers, payload)
      expect(res.statusCode).toBe(status)
      expect(await probeCount(app)).toBe(before)
    })
  })

  it('leaves ordinary GETs alone, even cross-site', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(res.statusCode).toBe(200)
  })

  it('grants no CORS preflight to another origin', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/test/probe/',
      headers: {
        origin: 'http://evil.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-csrf-token',
      },
    })
    expect(res.headers['access-control-allow-origin']).toBeUndefined()
    expect(res.headers['access-control-allow-headers']).toBeUndefined()
  })

  it('logs each refusal as a csrf.reject event', async () => {
    const { capturedLogs } = await import('../../test/build-test-app')
    expect(capturedLogs.some((line) => line.includes('"event":"csrf.reject"'))).toBe(true)
  })
})
