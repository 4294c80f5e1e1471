import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { NOTIFICATION_PATHS } from '@kindred/contract/notifications'
import { buildIdentityApp, signedUpBrowser } from '../../test/identity-fixtures'

// The CSRF matrix of security-bar §1.4 over every real state-changing route the app has (taken
// from the OpenAPI description, which is generated from the routes themselves), sent by a browser
// that is signed in: each attack is refused and nothing in the database changes.
const { app, mailbox } = await buildIdentityApp()
const { browser } = await signedUpBrowser(app, mailbox)
const cookies = Object.fromEntries(browser.cookies)
const csrf = browser.cookies.get('csrfToken')!

const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
  paths: Record<string, Record<string, unknown>>
}
// Except the one route a signed token in its URL authorises instead of a session, which mail clients
// post as a form from their own servers (RFC 8058): unsubscribe-and-settings.test.ts shows that
// without a token it signed nothing changes.
const SIGNED_LINKS = new Set<string>([NOTIFICATION_PATHS.emailUnsubscribe])
const routes = Object.entries(spec.paths)
  .filter(([path]) => !SIGNED_LINKS.has(path))
  .flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((m) => ['post', 'put', 'patch', 'delete'].includes(m))
      .map((m) => [m.toUpperCase() as 'POST', path.replace(/\{[^}]+\}/g, 'x')] as const),
  )

async function snapshot() {
  const result = (await app.database.db.execute(sql`
    select (select json_agg(u order by id) from users u)::text as users,
           (select json_agg(s order by id) from sessions s)::text as sessions,
           (select count(*) from auth_tokens)::int as tokens,
           (select count(*) from refresh_tokens)::int as refresh,
           (select count(*) from outbox)::int + ${mailbox.messages.length} as mail,
           (select json_agg(c order by id) from guide_comments c)::text as comments,
           (select count(*) from guide_sessions)::int as guide_sessions`)) as unknown as {
    rows: unknown[]
  }
  return result.rows[0]
}

const attacks: [string, Record<string, string>, number][] = [
  [
    'from another site',
    { 'sec-fetch-site': 'cross-site', 'x-csrf-token': csrf, 'content-type': 'application/json' },
    403,
  ],
  [
    'from a sibling site',
    { 'sec-fetch-site': 'same-site', 'x-csrf-token': csrf, 'content-type': 'application/json' },
    403,
  ],
  [
    'from a foreign Origin',
    { origin: 'http://evil.test', 'x-csrf-token': csrf, 'content-type': 'application/json' },
    403,
  ],
  ['without the CSRF header', { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }, 403],
  [
    'with a wrong CSRF header',
    { 'sec-fetch-site': 'same-origin', 'x-csrf-token': 'x'.repeat(43), 'content-type': 'application/json' },
    403,
  ],
  [
    'as a text/plain form',
    { 'sec-fetch-site': 'same-origin', 'x-csrf-token': csrf, 'content-type': 'text/plain' },
    415,
  ],
  ['as a urlencoded form', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
]

describe('CSRF on every state-changing route', () => {
  it('covers the identity routes and the guide comment edits', () => {
    const paths = routes.map(([, path]) => path)
    for (const path of [
      '/api/v1/auth/login',
      '/api/v1/auth/logout',
      '/api/v1/auth/refresh',
      '/api/v1/account',
    ]) {
      expect(paths).toContain(path)
    }
    for (const method of ['PATCH', 'DELETE'])
      expect(routes).toContainEqual([method, '/api/v1/childhood-trauma-guide/comments/x/'])
  })

  it.each(attacks)('refuses requests %s, and nothing changes', async (_name, headers, status) => {
    const before = await snapshot()
    for (const [method, url] of routes) {
      const res = await app.inject({
        method,
        url,
        headers,
        cookies,
        payload: '{"email":"x@example.org","password":"x"}',
      })
      expect({ method, url, status: res.statusCode }).toEqual({ method, url, status })
    }
    expect(await snapshot()).toEqual(before)
    expect((await browser.get('/api/v1/auth/me')).statusCode).toBe(200)
  })

  // A request without a body needs no content type, so the origin and header checks alone must
  // refuse these (a cross-site fetch or form can send a bodiless POST).
  it.each(attacks.filter(([, , status]) => status === 403))(
    'refuses bodiless requests %s, and nothing changes',
    async (_name, { 'content-type': _json, ...headers }) => {
      const before = await snapshot()
      for (const [method, url] of routes) {
        const res = await app.inject({ method, url, headers, cookies })
        expect({ method, url, status: res.statusCode }).toEqual({ method, url, status: 403 })
      }
      expect(await snapshot()).toEqual(before)
    },
  )
})
