import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { SESSION_ID_INVALID, SESSION_ID_NOT_FOUND } from '@kindred/contract/errors'
import { guideSessions } from '../../db/schema/index'
import { DAY, HOUR } from '../../lib/clock'
import { sha256 } from '../../lib/secrets'
import { answer, G, itemIdOf, visitor } from '../../../test/guide-fixtures'
import { buildIdentityApp } from '../../../test/identity-fixtures'
import { quickPerson } from '../../../test/interaction-fixtures'
import { liftedLimits } from '../../../test/lifted-limits'
import { signInAgain } from '../../../test/notification-fixtures'
import { apiOperations, fillPath, type ApiOperation } from '../../../test/openapi-routes'
import { TestBrowser } from '../../../test/test-browser'
import { createGuideSessionsRepository } from './guide-sessions.repository'

// A guide session linked to an account (started signed in, or a visitor's adopted by a signed-in
// request) answers only that account, signed in. Anyone else who names it, a visitor or another
// person, gets exactly what an id that does not exist gets (404 `session_id is not found`) and
// changes nothing. A session without an owner stays the visitor's key itself (SPEC §4). Every route
// that takes a session id is walked, found in the OpenAPI description so a new one cannot be missed.

const { app, clock } = await buildIdentityApp({
  RATE_LIMITS: liftedLimits('guideSessionsPerIp', 'guideWritesPerIp', 'guideCommentsPerIp', 'loginPerIp'),
})
const { db } = app.database

const owner = await quickPerson(app, 'owner')
const other = await quickPerson(app, 'other')
const adopter = await quickPerson(app, 'adopter')
const UNKNOWN = 'A'.repeat(43) // well-formed, issued to nobody

/** Who holds a session and how to use it: the owner's browser (signed in), or a visitor's. */
interface Held {
  sessionId: string
  browser: TestBrowser
  reportId: number
}

async function withAnswerAndReport(browser: TestBrowser, sessionId: string): Promise<Held> {
  await answer(app, browser, sessionId, { 'foster-care': 'yes' })
  const res = await browser.post(`${G}/report/generate/`, { session_id: sessionId })
  if (res.statusCode !== 200) throw new Error(`report failed: ${res.statusCode} ${res.body}`)
  return { sessionId, browser, reportId: (res.json() as { report_id: number }).report_id }
}

const rowOf = async (sessionId: string) =>
  (
    await db
      .select()
      .from(guideSessions)
      .where(eq(guideSessions.keyHash, sha256(sessionId)))
  )[0]

/** The three kinds of session, each made fresh when a route destroys what it is given. */
const SETUPS = {
  'started signed in': async () => {
    const { sessionId } = await visitor(app, owner.browser)
    return withAnswerAndReport(owner.browser, sessionId)
  },
  'a visitor’s, adopted by a signed-in request': async () => {
    const { browser, sessionId } = await visitor(app)
    await withAnswerAndReport(browser, sessionId)
    const adopted = await adopter.browser.get(`${G}/user_answer/list/${sessionId}/`)
    if (adopted.statusCode !== 200) throw new Error(`adoption failed: ${adopted.statusCode}`)
    return withAnswerAndReport(adopter.browser, sessionId)
  },
  'a visitor’s, without an owner': async () => {
    const { sessionId } = await visitor(app)
    return withAnswerAndReport(new TestBrowser(app), sessionId)
  },
}
type SetupName = keyof typeof SETUPS

/** A comment by someone else (a visitor), to vote on or report. */
async function othersComment() {
  const { browser, sessionId } = await visitor(app)
  const res = await browser.post(`${G}/comments/`, {
    session_id: sessionId,
    section_slug: 'about',
    body: 'Someone else wrote this.',
  })
  if (res.statusCode !== 201) throw new Error(`comment failed: ${res.statusCode} ${res.body}`)
  return (res.json() as { id: number }).id
}

/** A comment left with the held session, by whoever holds it. */
async function ownComment(h: Held) {
  const res = await h.browser.post(`${G}/comments/`, {
    session_id: h.sessionId,
    section_slug: 'about',
    body: 'Walking helped me.',
  })
  if (res.statusCode !== 201) throw new Error(`comment failed: ${res.statusCode} ${res.body}`)
  return (res.json() as { id: number }).id
}

interface Req {
  method: ApiOperation['method']
  url: string
  body?: unknown
}
interface Case {
  build: (h: Held, op: ApiOperation) => Promise<Req> | Req
  /** The route destroys the session: each setup makes a fresh one for it. */
  fresh?: true
}

const path = (op: ApiOperation, values: Record<string, string | number>) =>
  fillPath(op.path, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])))

/** How each route that takes a session names the held one. */
const CASES: Record<string, Case> = {
  'DELETE /api/v1/childhood-trauma-guide/comments/{comment_id}/': {
    build: async (h, op) => ({
      method: op.method,
      url: `${path(op, { comment_id: await ownComment(h) })}?session_id=${h.sessionId}`,
    }),
  },
  'DELETE /api/v1/childhood-trauma-guide/sessions/{session_id}/': {
    fresh: true,
    build: (h, op) => ({ method: op.method, url: path(op, { session_id: h.sessionId }) }),
  },
  'DELETE /api/v1/childhood-trauma-guide/user_answer/{session_id}/{trauma_id}/': {
    build: async (h, op) => {
      await answer(app, h.browser, h.sessionId, { 'foster-care': 'yes' })
      return {
        method: op.method,
        url: path(op, { session_id: h.sessionId, trauma_id: itemIdOf(app, 'foster-care') }),
      }
    },
  },
  'GET /api/v1/childhood-trauma-guide/comments/list/': {
    build: (h, op) => ({ method: op.method, url: `${op.path}?section_slug=about&session_id=${h.sessionId}` }),
  },
  'GET /api/v1/childhood-trauma-guide/comments/section-names/': {
    build: (h, op) => ({
      method: op.method,
      url: `${op.path}?report_id=${h.reportId}&session_id=${h.sessionId}`,
    }),
  },
  'GET /api/v1/childhood-trauma-guide/groups/by_ids/': {
    build: (h, op) => ({ method: op.method, url: `${op.path}?group_ids=1,2&session_id=${h.sessionId}` }),
  },
  'GET /api/v1/childhood-trauma-guide/report/get/': {
    build: (h, op) => ({
      method: op.method,
      url: `${op.path}?report_id=${h.reportId}&session_id=${h.sessionId}`,
    }),
  },
  'GET /api/v1/childhood-trauma-guide/result-answer/{id}/': {
    build: async (h, op) => {
      const { 'foster-care': id } = await answer(app, h.browser, h.sessionId, { 'foster-care': 'yes' })
      return { method: op.method, url: `${path(op, { id: id! })}?session_id=${h.sessionId}` }
    },
  },
  'GET /api/v1/childhood-trauma-guide/user_answer/list/{session}/': {
    build: (h, op) => ({ method: op.method, url: path(op, { session: h.sessionId }) }),
  },
  'GET /api/v1/childhood-trauma-guide/vote-page-load/': {
    build: (h, op) => ({ method: op.method, url: `${op.path}?session_id=${h.sessionId}` }),
  },
  'PATCH /api/v1/childhood-trauma-guide/comments/{comment_id}/': {
    build: async (h, op) => ({
      method: op.method,
      url: path(op, { comment_id: await ownComment(h) }),
      body: { session_id: h.sessionId, body: 'What helped me most.' },
    }),
  },
  'POST /api/v1/childhood-trauma-guide/comments/': {
    build: (h, op) => ({
      method: op.method,
      url: op.path,
      body: { session_id: h.sessionId, section_slug: 'about', body: 'Me as well.' },
    }),
  },
  'POST /api/v1/childhood-trauma-guide/comments/{comment_id}/report/': {
    build: async (h, op) => ({
      method: op.method,
      url: path(op, { comment_id: await othersComment() }),
      body: { session_id: h.sessionId, reason: 'spam' },
    }),
  },
  'POST /api/v1/childhood-trauma-guide/comments/{comment_id}/vote/': {
    build: async (h, op) => ({
      method: op.method,
      url: path(op, { comment_id: await othersComment() }),
      body: { session_id: h.sessionId },
    }),
  },
  'POST /api/v1/childhood-trauma-guide/report/generate-complete/': {
    build: (h, op) => ({ method: op.method, url: op.path, body: { session_id: h.sessionId } }),
  },
  'POST /api/v1/childhood-trauma-guide/report/generate/': {
    build: (h, op) => ({ method: op.method, url: op.path, body: { session_id: h.sessionId } }),
  },
  'POST /api/v1/childhood-trauma-guide/user_answer/': {
    build: (h, op) => ({
      method: op.method,
      url: op.path,
      body: { session_id: h.sessionId, trauma_id: itemIdOf(app, 'foster-care'), value: 'no' },
    }),
  },
}

const SESSION_FIELDS = new Set(['session_id', 'session'])
/** Whether an operation takes a guide session: a path or query parameter, or a body field. */
function takesSession(op: ApiOperation): boolean {
  const bodyFields = Object.keys((op.body?.properties as Record<string, unknown> | undefined) ?? {})
  return [...op.pathParams.map((p) => p.name), ...op.queryParams.map((p) => p.name), ...bodyFields].some(
    (name) => SESSION_FIELDS.has(name),
  )
}
const operations = (await apiOperations(app)).filter(takesSession)
const byKey = new Map(operations.map((op) => [op.key, op]))

/** Everything a guide request could change, to see that a refused one changed nothing. */
async function digest() {
  const result = (await db.execute(sql`
    select (select json_agg(t order by t.id) from guide_sessions t)::text as sessions,
           (select json_agg(t order by t.id) from guide_answers t)::text as answers,
           (select json_agg(t order by t.id) from guide_reports t)::text as reports,
           (select json_agg(t order by t.id) from guide_comments t)::text as comments,
           (select json_agg(t order by t::text) from guide_comment_votes t)::text as votes,
           (select json_agg(t order by t.id) from flags t)::text as flags`)) as unknown as {
    rows: unknown[]
  }
  return result.rows[0]
}

/** Makes a slide of the session's expiry due, so a refused request that slid it would show. */
async function armSlide(sessionId: string) {
  await db
    .update(guideSessions)
    .set({ expiresAt: new Date(clock.now().getTime() + 30 * DAY - 2 * HOUR) })
    .where(eq(guideSessions.keyHash, sha256(sessionId)))
}

const send = (browser: TestBrowser, req: Req) => browser.request(req.method, req.url, { body: req.body })
/** The same request naming an id that does not exist. */
const withUnknownId = (req: Req, sessionId: string): Req => ({
  method: req.method,
  url: req.url.replaceAll(sessionId, UNKNOWN),
  ...(req.body === undefined
    ? {}
    : { body: JSON.parse(JSON.stringify(req.body).replaceAll(sessionId, UNKNOWN)) }),
})

const bound = (name: SetupName) => name !== 'a visitor’s, without an owner'
/** Who may use the session (its owner, signed in; anyone for a session without an owner). */
const ownerOf = (name: SetupName) =>
  name === 'started signed in'
    ? owner.browser
    : name === 'a visitor’s, adopted by a signed-in request'
      ? adopter.browser
      : new TestBrowser(app)
/** The others who name it: a visitor without cookies, and another signed-in person. */
const strangers = () => ({ 'a visitor': new TestBrowser(app), 'another person': other.browser.clone() })

const shared = {} as Record<SetupName, Held>
for (const name of Object.keys(SETUPS) as SetupName[]) shared[name] = await SETUPS[name]()

describe('the routes that take a guide session', () => {
  it('are the ones this suite walks: a new route that takes a session fails here until it is', () => {
    expect(operations.map((op) => op.key).sort()).toEqual(Object.keys(CASES).sort())
  })
})

describe.each(Object.keys(SETUPS) as SetupName[])('a session %s', (name) => {
  it.each(Object.keys(CASES))('%s', async (key) => {
    const op = byKey.get(key)!
    const held = CASES[key]!.fresh ? await SETUPS[name]() : shared[name]
    const req = await CASES[key]!.build(held, op)

    if (bound(name)) {
      for (const [who, browser] of Object.entries(strangers())) {
        await armSlide(held.sessionId)
        const before = await digest()
        const res = await send(browser, req)
        const unknown = await send(browser, withUnknownId(req, held.sessionId))
        expect({ who, status: res.statusCode, body: res.json() }).toEqual({
          who,
          status: 404,
          body: unknown.json(),
        })
        expect(res.json().message).toBe(SESSION_ID_NOT_FOUND)
        expect(await digest()).toEqual(before)
      }
    }
    const res = await send(ownerOf(name), req)
    const ok = res.statusCode >= 200 && res.statusCode < 300
    expect({ status: ok ? '2xx' : res.statusCode, body: ok ? null : res.json() }).toEqual({
      status: '2xx',
      body: null,
    })
    if (!CASES[key]!.fresh) {
      // Still its owner's, or still nobody's: a visitor's session is not linked by other visitors.
      const ownerId = {
        'started signed in': owner.id,
        'a visitor’s, adopted by a signed-in request': adopter.id,
      }
      expect((await rowOf(held.sessionId))?.userId).toBe(
        bound(name) ? ownerId[name as keyof typeof ownerId] : null,
      )
    }
  })
})

describe('what "signed in" means here', () => {
  it('a lapsed sign-in that still sends authentication gets 401, for any id, and works once refreshed', async () => {
    const held = shared['started signed in']
    // A sign-in of its own: refreshing rotates it, which must not end the owner's other browser.
    const lapsed = await signInAgain(app, owner.email)
    lapsed.cookies.delete('accessToken') // the browser drops it after its 15 minutes
    for (const id of [held.sessionId, UNKNOWN]) {
      const res = await lapsed.get(`${G}/user_answer/list/${id}/`)
      expect(res.statusCode).toBe(401)
      expect(res.json().code).toBe('UNAUTHENTICATED')
    }
    expect((await lapsed.post('/api/v1/auth/refresh')).statusCode).toBe(200)
    expect((await lapsed.get(`${G}/user_answer/list/${held.sessionId}/`)).statusCode).toBe(200)
  })

  it('without the CSRF cookie (forgotten by a quick exit) a browser reads as a visitor: no 401 to loop on', async () => {
    const afterQuickExit = owner.browser.clone()
    afterQuickExit.cookies.delete('csrfToken')
    const linked = await afterQuickExit.get(`${G}/user_answer/list/${shared['started signed in'].sessionId}/`)
    expect([linked.statusCode, linked.json().message]).toEqual([404, SESSION_ID_NOT_FOUND])
    const { sessionId } = await visitor(app)
    expect((await afterQuickExit.get(`${G}/user_answer/list/${sessionId}/`)).statusCode).toBe(200)
    expect((await rowOf(sessionId))?.userId).toBeNull()
  })

  it('a linked session that expired is 400 for its owner, and still only "not found" for anyone else', async () => {
    const held = await SETUPS['started signed in']()
    await db
      .update(guideSessions)
      .set({ expiresAt: new Date(clock.now().getTime() - 1000) })
      .where(eq(guideSessions.keyHash, sha256(held.sessionId)))
    const url = `${G}/user_answer/list/${held.sessionId}/`
    for (const browser of Object.values(strangers())) {
      const res = await browser.get(url)
      expect([res.statusCode, res.json().message]).toEqual([404, SESSION_ID_NOT_FOUND])
    }
    const mine = await owner.browser.get(url)
    expect([mine.statusCode, mine.json().message]).toEqual([400, SESSION_ID_INVALID])
  })

  it('after signing out, the id of the session is no key to it; signed in again, it is', async () => {
    const held = shared['started signed in']
    const elsewhere = await quickPerson(app, 'signs-out')
    const { sessionId } = await visitor(app, elsewhere.browser)
    expect((await elsewhere.browser.post('/api/v1/auth/logout')).statusCode).toBe(204)
    expect((await elsewhere.browser.get(`${G}/user_answer/list/${sessionId}/`)).statusCode).toBe(404)
    expect((await owner.browser.get(`${G}/user_answer/list/${held.sessionId}/`)).statusCode).toBe(200)
  })
})

describe('adoption', () => {
  it('links a session only while it has no owner: a second person cannot take it over', async () => {
    const sessions = createGuideSessionsRepository(db)
    const { sessionId } = await visitor(app, owner.browser)
    const row = (await rowOf(sessionId))!
    const now = clock.now()
    const set = { lastActiveAt: now, expiresAt: now, keySealed: null, userId: other.id }
    expect(await sessions.adopt(row.id, set)).toBeNull()
    expect((await rowOf(sessionId))?.userId).toBe(owner.id)
  })

  it('a refused request of a signed-in person leaves a visitor’s session without an owner', async () => {
    const { sessionId } = await visitor(app)
    const refused = await other.browser.get(`${G}/result-answer/999999/?session_id=${sessionId}`)
    expect(refused.statusCode).toBe(404)
    expect((await rowOf(sessionId))?.userId).toBeNull()
    expect((await new TestBrowser(app).get(`${G}/user_answer/list/${sessionId}/`)).statusCode).toBe(200)
  })
})
