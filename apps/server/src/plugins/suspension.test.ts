import { sql } from 'drizzle-orm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { COMMENT_PATHS } from '@kindred/contract/comments'
import { CONNECTION_PATHS } from '@kindred/contract/connections'
import { SUSPENDED_CODE } from '@kindred/contract/http'
import type { User } from '@kindred/contract/identity'
import { INTERACTION_PATHS } from '@kindred/contract/interactions'
import { MEMORY_PATHS } from '@kindred/contract/memories'
import { buildTestApp, sameOriginHeaders } from '../../test/build-test-app'
import { comment } from '../../test/comment-fixtures'
import { ask } from '../../test/connection-fixtures'
import { GOOD_PASSWORD } from '../../test/identity-fixtures'
import { memoryIdOf, quickPerson, type QuickPerson } from '../../test/interaction-fixtures'
import { liftedLimits } from '../../test/lifted-limits'
import { startMailbox } from '../../test/mailbox'
import { TestBrowser } from '../../test/test-browser'
import { BODY, share } from '../../test/memory-fixtures'
import { queryRows } from '../lib/query-rows'
import { createPersonSubject } from '../modules/identity'
import { DAY, HOUR, MINUTE, manualClock } from '../lib/clock'
import { UNTIL_LIFTED } from '../lib/suspension'

// "A suspended person can read but not post, react, comment or connect" (SPEC §10), and a
// suspension "blocks every write for its time and lifts itself" (issue 13). The moderator's decision
// writes users.suspended_until in a request of its own; a test-only route stands in for it here,
// writing through the same repository (identity's person subject), so this instance's cached session
// checks follow it at once as they do the moderator's (decision 060).

const ROUTE_CONFIG_HEADER = 'x-test-route-config'

const mailbox = await startMailbox()
afterAll(() => mailbox.close())
const clock = manualClock(new Date())
const app = await buildTestApp({
  env: {
    SMTP_URL: mailbox.url,
    NEW_ACCOUNT_HOURS: '0',
    RATE_LIMITS: liftedLimits(
      'memoriesPerUser',
      'newAccountMemoriesPerDay',
      'memoryChangesPerUser',
      'commentsPerUser',
      'reactionsPerUser',
      'connectionRequestsPerUser',
      'peopleChangesPerUser',
      'exportsPerUser',
      'loginPerIp',
    ),
  },
  clock,
  extend: (app: FastifyInstance) => {
    // The moderator's suspend and lift (modules/moderation), reduced to the column they write.
    app.withTypeProvider<ZodTypeProvider>().post(
      '/test/suspend/',
      {
        preHandler: app.requireUser,
        schema: { body: z.object({ public_id: z.string(), until: z.string().nullable() }) },
      },
      async (request, reply) => {
        const { public_id: publicId, until } = request.body
        const { db } = app.database
        const people = createPersonSubject(db)
        if (until === null) await people.lift(db, publicId, new Date(0))
        else await people.suspend(db, (await people.idOf(publicId))!, new Date(until))
        return reply.status(204).send()
      },
    )
    // Answers a request with its route's declared config instead of running it: the route inventory.
    app.addHook('onRequest', async (request, reply) => {
      if (request.headers[ROUTE_CONFIG_HEADER] === undefined) return
      // A string, so no route's response schema applies to it.
      const route = { url: request.routeOptions.url, config: request.routeOptions.config }
      return reply.type('application/json').send(JSON.stringify(route))
    })
  },
})
const { db } = app.database

const moderator = await quickPerson(app, 'moderator')

async function signIn(someone: QuickPerson) {
  const res = await someone.browser.post('/api/v1/auth/login', {
    email: someone.email,
    password: GOOD_PASSWORD,
  })
  expect(res.statusCode).toBe(200)
}

/** The moderator suspends `someone` until `until` (null lifts it), in a request of their own. */
async function suspend(someone: QuickPerson, until: Date | null) {
  // Signed in again only once the moved clock has ended their session.
  if ((await moderator.browser.get('/api/v1/auth/me')).statusCode === 401) await signIn(moderator)
  const res = await moderator.browser.post('/test/suspend/', {
    public_id: someone.publicId,
    until: until?.toISOString() ?? null,
  })
  expect(res.statusCode).toBe(204)
}

const later = (ms: number) => new Date(clock.now().getTime() + ms)
const meOf = async (someone: QuickPerson) =>
  ((await someone.browser.get('/api/v1/auth/me')).json() as { user: User }).user

/**
 * A person about to be suspended (wren) with something of each kind to act on: wren's own memory
 * and comment to edit, heron's memory and comment to react to, a me-too on wren's memory to love
 * back, a request from otter to accept; and, for what stays allowed, a memory of wren's to delete,
 * one of heron's to hide, a vote to take back and a stranger to block.
 */
async function world() {
  const [wren, heron, otter, stranger] = [
    await quickPerson(app, 'wren'),
    await quickPerson(app, 'heron'),
    await quickPerson(app, 'otter'),
    await quickPerson(app, 'stranger'),
  ]
  const own = await share(wren.browser, { title: 'What the house sounded like' })
  const toDelete = await share(wren.browser, { title: 'A memory to take down' })
  const theirs = await share(heron.browser, { title: 'The long drive' })
  const toHide = await share(heron.browser, { title: 'Another memory' })
  const ownComment = await comment(wren.browser, theirs.shareable_link, 'This reminds me of ours.')
  const theirComment = await comment(heron.browser, theirs.shareable_link, 'Thank you all for reading.')
  expect(
    (
      await heron.browser.post(INTERACTION_PATHS.reaction, {
        target: 'memory',
        shareable_link: own.shareable_link,
        reaction: 'me_too',
      })
    ).statusCode,
  ).toBe(201)
  const [meToo] = await queryRows<{ id: number }>(
    db,
    sql`select id::int as id from me_toos where memory_id = ${await memoryIdOf(app, own.shareable_link)} and user_id = ${heron.id}`,
  )
  const request = await ask(otter.browser, own.shareable_link, 'Your memory felt like mine.')
  expect(
    (await wren.browser.post(INTERACTION_PATHS.vote, { shareable_link: toHide.shareable_link })).statusCode,
  ).toBe(201)
  const phrases = (await wren.browser.get(`${INTERACTION_PATHS.feedbackList}?type=memory`)).json() as {
    results: { id: number }[]
  }
  return {
    wren,
    heron,
    stranger,
    own,
    toDelete,
    theirs,
    toHide,
    ownComment,
    theirComment,
    meTooId: meToo!.id,
    requestId: request.id,
    phraseId: phrases.results[0]!.id,
  }
}
type World = Awaited<ReturnType<typeof world>>

/** Every way of taking part, each with the status it answers when allowed. */
function participation(w: World): [string, number, () => Promise<LightMyRequestResponse>][] {
  const b = w.wren.browser
  const link = w.theirs.shareable_link
  const reaction = (body: object) => () => b.post(INTERACTION_PATHS.reaction, body)
  return [
    ['share a memory', 201, () => b.post(MEMORY_PATHS.create, { title: 'Written later', body: BODY, mt: 1 })],
    ['edit their memory', 200, () => b.patch(MEMORY_PATHS.edit(w.own.hash_id), { title: 'An edited title' })],
    ['comment', 201, () => b.post(COMMENT_PATHS.create, { shareable_link: link, body: 'A new comment.' })],
    [
      'reply',
      201,
      () =>
        b.post(COMMENT_PATHS.create, {
          shareable_link: link,
          body: 'A reply.',
          parent_id: w.theirComment.id,
        }),
    ],
    [
      'edit their comment',
      200,
      () => b.patch(COMMENT_PATHS.one(w.ownComment.id), { body: 'An edited comment.' }),
    ],
    ['me too', 201, reaction({ target: 'memory', shareable_link: link, reaction: 'me_too' })],
    ['love a memory', 201, reaction({ target: 'memory', shareable_link: link, reaction: 'love' })],
    [
      'love a comment',
      201,
      reaction({ target: 'comment', comment_id: Number(w.theirComment.id), reaction: 'love' }),
    ],
    ['love back', 201, reaction({ target: 'me_too', me_too_id: w.meTooId, reaction: 'love' })],
    ['vote', 201, () => b.post(INTERACTION_PATHS.vote, { shareable_link: link })],
    [
      'kind words',
      201,
      () => b.post(INTERACTION_PATHS.feedback, { feedback_id: w.phraseId, shareable_link: link }),
    ],
    ['ask to connect', 201, () => b.post(CONNECTION_PATHS.request, { shareable_link: link })],
    ['accept a request', 200, () => b.post(CONNECTION_PATHS.accept(w.requestId))],
  ]
}

/** Everything taking part could change, row by row. */
async function snapshot() {
  const tables = [
    'memories',
    'comments',
    'me_toos',
    'memory_loves',
    'comment_loves',
    'votes',
    'feedback_given',
  ]
  const rows: Record<string, unknown> = {}
  for (const table of [...tables, 'connections', 'notifications'])
    rows[table] = (
      await queryRows<{ rows: unknown }>(
        db,
        sql`select json_agg(t order by t::text)::text as rows from ${sql.identifier(table)} t`,
      )
    )[0]!.rows
  return rows
}

/** Each way of taking part is refused with the calm 403, and nothing at all changes. */
async function expectRefused(w: World, message: unknown) {
  const before = await snapshot()
  for (const [name, , call] of participation(w)) {
    const res = await call()
    expect({ name, status: res.statusCode, body: res.json() as unknown }).toEqual({
      name,
      status: 403,
      body: expect.objectContaining({ code: SUSPENDED_CODE, message }),
    })
  }
  expect(await snapshot()).toEqual(before)
}

async function expectAllowed(w: World) {
  for (const [name, status, call] of participation(w)) {
    const res = await call()
    expect({ name, status: res.statusCode }, res.body).toEqual({ name, status })
  }
}

const SUSPENDED_UNTIL_3_DECEMBER_2099 =
  'Your account is suspended until 3 December 2099: you can still read, but not share, react, comment or connect.'
const SUSPENDED_UNTIL_LIFTED =
  'Your account is suspended until a moderator lifts it: you can still read, but not share, react, comment or connect.'

describe('a suspended person', () => {
  it('is refused every way of taking part, and nothing changes', async () => {
    const w = await world()
    await suspend(w.wren, new Date('2099-12-03T09:30:00Z'))
    await expectRefused(w, SUSPENDED_UNTIL_3_DECEMBER_2099)
    // A visitor is still asked to sign in, as before.
    const visitor = await new TestBrowser(app).post(COMMENT_PATHS.create, {
      shareable_link: w.theirs.shareable_link,
      body: 'A new comment.',
    })
    expect(visitor.statusCode).toBe(401)
  })

  it('still reads the feed, memories and comments', async () => {
    const w = await world()
    await suspend(w.wren, later(7 * DAY))
    const b = w.wren.browser
    const feed = await b.get(MEMORY_PATHS.feed)
    expect(feed.statusCode).toBe(200)
    expect(feed.body).toContain(w.theirs.hash_id)
    expect((await b.get(MEMORY_PATHS.details(w.theirs.hash_id))).json()).toMatchObject({
      title: 'The long drive',
    })
    const list = await b.get(COMMENT_PATHS.list(w.theirs.shareable_link, 1))
    expect(list.statusCode).toBe(200)
    expect(list.body).toContain('Thank you all for reading.')
  })

  it('still takes down their own things, takes back a vote, hides, blocks and exports their data', async () => {
    const w = await world()
    await suspend(w.wren, later(7 * DAY))
    const b = w.wren.browser
    expect((await b.delete(MEMORY_PATHS.details(w.toDelete.hash_id))).statusCode).toBe(204)
    expect((await b.get(MEMORY_PATHS.details(w.toDelete.hash_id))).statusCode).toBe(404)
    expect(
      (await b.delete(INTERACTION_PATHS.vote, { shareable_link: w.toHide.shareable_link })).json(),
    ).toMatchObject({
      voted: false,
    })
    expect((await b.get(MEMORY_PATHS.hide(w.toHide.hash_id))).json()).toMatchObject({ hidden: true })
    expect((await b.post(CONNECTION_PATHS.block(w.stranger.publicId))).json()).toEqual({ blocked: true })
    const exported = await b.get('/api/v1/account/export')
    expect(exported.statusCode).toBe(200)
    expect(exported.body).toContain('What the house sounded like')
    expect((await b.delete(COMMENT_PATHS.one(w.ownComment.id))).statusCode).toBe(204)
  })

  it('sees the suspension in their own account, until it is over', async () => {
    const w = await world()
    expect((await meOf(w.wren)).suspension).toBeNull()
    const until = later(2 * HOUR)
    await suspend(w.wren, until)
    expect((await meOf(w.wren)).suspension).toEqual({ until: until.toISOString() })
    await suspend(w.wren, UNTIL_LIFTED)
    expect((await meOf(w.wren)).suspension).toEqual({ until: null })
    await suspend(w.wren, null)
    expect((await meOf(w.wren)).suspension).toBeNull()
    // Nobody else's suspension shows in it.
    await suspend(w.heron, UNTIL_LIFTED)
    expect((await meOf(w.wren)).suspension).toBeNull()
  })
})

describe('a suspension for a set time', () => {
  it('lifts itself once its time has passed: the same calls then succeed', async () => {
    const w = await world()
    const until = later(2 * HOUR)
    await suspend(w.wren, until)
    await expectRefused(
      w,
      expect.stringMatching(/^Your account is suspended until \d{1,2} [A-Z][a-z]+ \d{4}: /),
    )
    clock.advance(2 * HOUR - MINUTE)
    await signIn(w.wren)
    expect(
      (await w.wren.browser.post(INTERACTION_PATHS.vote, { shareable_link: w.theirs.shareable_link }))
        .statusCode,
    ).toBe(403)
    clock.advance(2 * MINUTE)
    await signIn(w.wren)
    expect((await meOf(w.wren)).suspension).toBeNull()
    await expectAllowed(w)
  })
})

describe('a suspension until lifted', () => {
  it('holds however far the clock moves, until a moderator clears it', async () => {
    const w = await world()
    await suspend(w.wren, UNTIL_LIFTED)
    await expectRefused(w, SUSPENDED_UNTIL_LIFTED)
    clock.advance(3 * 365 * DAY)
    await signIn(w.wren)
    expect((await meOf(w.wren)).suspension).toEqual({ until: null })
    await expectRefused(w, SUSPENDED_UNTIL_LIFTED)
    await suspend(w.wren, null)
    await expectAllowed(w)
  })
})

describe('a suspension set during a live session', () => {
  it("holds from the person's very next request, and so does lifting it", async () => {
    const w = await world()
    // Requests that warm the session check (cached on the embedded database).
    for (let i = 0; i < 2; i++) expect((await w.wren.browser.get('/api/v1/auth/me')).statusCode).toBe(200)
    await suspend(w.wren, later(DAY))
    const refused = await w.wren.browser.post(COMMENT_PATHS.create, {
      shareable_link: w.theirs.shareable_link,
      body: 'Written a moment after.',
    })
    expect(refused.json()).toMatchObject({ statusCode: 403, code: SUSPENDED_CODE })
    for (let i = 0; i < 2; i++) expect((await w.wren.browser.get('/api/v1/auth/me')).statusCode).toBe(200)
    await suspend(w.wren, null)
    const allowed = await w.wren.browser.post(COMMENT_PATHS.create, {
      shareable_link: w.theirs.shareable_link,
      body: 'Written a moment after.',
    })
    expect(allowed.statusCode).toBe(201)
  })
})

// Every route of the four modules by which a person could write is either declared a way of taking
// part or named here as allowed while suspended, so a new write route cannot be forgotten.
const MODULE_TAGS = ['memories', 'comments', 'interactions', 'connections']
const MODULE_PREFIXES = [
  '/memories/api/v1/memories/',
  '/api/v1/comments/',
  '/api/v1/reaction/',
  '/api/v1/vote/',
  '/api/v1/feedback/',
  '/api/v1/interaction/',
  '/api/v1/connect/',
  '/api/v1/users/',
]
const PARTICIPATION = [
  'POST /memories/api/v1/memories/',
  'PATCH /memories/api/v1/memories/:hashId/',
  'POST /api/v1/comments/',
  'PATCH /api/v1/comments/:id/',
  'POST /api/v1/reaction/',
  'POST /api/v1/vote/',
  'POST /api/v1/feedback/',
  'POST /api/v1/connect/request/',
  'POST /api/v1/connect/:id/accept/',
]
const ALLOWED_WHILE_SUSPENDED = {
  'DELETE /memories/api/v1/memories/:hashId/get-details': 'deleting their own memory',
  'DELETE /api/v1/comments/:id/': 'deleting their own comment',
  'DELETE /api/v1/reaction/': 'taking back a me too or a love',
  'DELETE /api/v1/vote/': 'taking back a vote',
  'DELETE /api/v1/feedback/': 'taking back kind words',
  'GET /api/v1/interaction/memory/:hashId/hide': 'hiding a memory from their lists',
  'DELETE /api/v1/interaction/memory/:hashId/hide': 'showing it again',
  'POST /api/v1/interaction/get-votes-status/': 'a read sent as POST',
  'POST /api/v1/interaction/get-interaction-status/': 'a read sent as POST',
  'POST /api/v1/interaction/get-connect-status/': 'a read sent as POST',
  'POST /api/v1/connect/get-connections-list/': 'a read sent as POST',
  'POST /api/v1/connect/:id/decline/': 'declining a request',
  'DELETE /api/v1/connect/:id/': 'removing a connection or withdrawing a request',
  'POST /api/v1/users/:publicId/block': 'blocking',
  'DELETE /api/v1/users/:publicId/block': 'unblocking',
  'POST /api/v1/users/:publicId/mute': 'muting',
  'DELETE /api/v1/users/:publicId/mute': 'unmuting',
  'PATCH /api/v1/connect/settings/': 'their settings',
} as const

describe('the inventory of write routes', () => {
  it('declares each way of taking part, and names every other write as allowed', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[] }>>
    }
    const declared: Record<string, 'participation' | 'other'> = {}
    for (const [path, operations] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const ours =
          MODULE_PREFIXES.some((prefix) => path.startsWith(prefix)) ||
          (operation.tags ?? []).some((tag) => MODULE_TAGS.includes(tag))
        if (!ours) continue
        const res = await app.inject({
          method: method.toUpperCase() as 'GET',
          url: path.replace(/\{[^}]+\}/g, '1'),
          headers: sameOriginHeaders({ [ROUTE_CONFIG_HEADER]: '1' }),
        })
        const route = res.json() as {
          url: string
          config: { participation?: boolean; stateChanging?: boolean }
        }
        const writes = method !== 'get' || route.config.stateChanging === true
        if (writes)
          declared[`${method.toUpperCase()} ${route.url}`] = route.config.participation
            ? 'participation'
            : 'other'
      }
    }
    const participating = Object.keys(declared).filter((route) => declared[route] === 'participation')
    const others = Object.keys(declared).filter((route) => declared[route] === 'other')
    expect(participating.sort()).toEqual([...PARTICIPATION].sort())
    expect(others.sort()).toEqual(Object.keys(ALLOWED_WHILE_SUSPENDED).sort())
  })
})
