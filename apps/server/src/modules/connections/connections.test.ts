import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  ALREADY_CONNECTED_MESSAGE,
  ANONYMOUS_MEMORY_MESSAGE,
  CONNECTION_PATHS,
  NOT_ACCEPTING_MESSAGE,
  NOT_POSSIBLE_MESSAGE,
  OWN_MEMORY_MESSAGE,
  type Connection,
  type ConnectionPage,
  type ConnectionsList,
  type InteractionSettings,
} from '@kindred/contract/connections'
import { MEMORY_PATHS, type MemoryCard } from '@kindred/contract/memories'
import { queryRows } from '../../lib/query-rows'
import { ask, buildConnectionsApp, connect, type Person } from '../../../test/connection-fixtures'
import { share } from '../../../test/memory-fixtures'
import type { TestBrowser } from '../../../test/test-browser'

const { app, grown, visitor } = await buildConnectionsApp()

const mine = async (who: Person, status: 'pending' | 'connected', page = 1) => {
  const res = await who.browser.get(`${CONNECTION_PATHS.mine}?status=${status}&page=${page}`)
  expect(res.statusCode).toBe(200)
  return res.json() as ConnectionPage
}

const rowsBetween = async (a: Person, b: Person) =>
  queryRows<{ status: string; requester_id: string }>(
    app.database.db,
    sql`select status, requester_id::text from connections
      where user_low = least(${a.id}::bigint, ${b.id}::bigint) and user_high = greatest(${a.id}::bigint, ${b.id}::bigint)`,
  )

describe('asking to connect, being accepted, and removing (SPEC §6)', () => {
  it('opens a connections-only memory to the new connection only, until they are no longer connected', async () => {
    const author = await grown()
    const asker = await grown()
    const stranger = await grown()
    const open = await share(author.browser, { title: 'The open door' })
    const close = await share(author.browser, { title: 'Only for my people', visibility: 'connections' })
    const details = (who: TestBrowser) => who.get(MEMORY_PATHS.details(close.hash_id))

    const res = await asker.browser.post(CONNECTION_PATHS.request, {
      shareable_link: open.shareable_link,
      message: '  Your kitchen was mine too.\nThank you.  ',
    })
    expect(res.statusCode).toBe(201)
    const request = res.json() as Connection & { outcome: string }
    expect(request).toMatchObject({
      outcome: 'requested',
      status: 'pending',
      direction: 'outgoing',
      person: { public_id: author.publicId, display_name: author.displayName },
      message: 'Your kitchen was mine too.\nThank you.',
      memory: { shareable_link: open.shareable_link, title: 'The open door' },
      responded_at: null,
    })
    expect((await details(asker.browser)).statusCode).toBe(404)

    // Both see the request and its message, each from their side.
    const incoming = await mine(author, 'pending')
    expect(incoming.results).toEqual([
      expect.objectContaining({
        id: request.id,
        direction: 'incoming',
        person: { public_id: asker.publicId, display_name: asker.displayName },
        message: 'Your kitchen was mine too.\nThank you.',
        memory: { shareable_link: open.shareable_link, title: 'The open door' },
      }),
    ])
    expect((await mine(asker, 'pending')).results).toEqual([
      expect.objectContaining({ id: request.id, direction: 'outgoing' }),
    ])
    expect((await mine(asker, 'connected')).results).toEqual([])

    const accepted = await author.browser.post(CONNECTION_PATHS.accept(request.id))
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json()).toMatchObject({ id: request.id, status: 'connected', direction: 'incoming' })
    expect((accepted.json() as Connection).responded_at).not.toBeNull()

    expect((await details(asker.browser)).statusCode).toBe(200)
    expect((await details(stranger.browser)).statusCode).toBe(404)
    expect((await details(visitor)).statusCode).toBe(404)
    const feed = (await asker.browser.get(`${MEMORY_PATHS.feed}?limit=100`)).json() as {
      results: MemoryCard[]
    }
    expect(feed.results.map((card) => card.hash_id)).toContain(close.hash_id)
    expect((await mine(asker, 'connected')).results).toEqual([
      expect.objectContaining({ id: request.id, status: 'connected', direction: 'outgoing' }),
    ])
    expect((await mine(author, 'pending')).results).toEqual([])

    // Either may remove it; removing again answers the same.
    expect((await asker.browser.delete(CONNECTION_PATHS.remove(request.id))).statusCode).toBe(204)
    expect((await asker.browser.delete(CONNECTION_PATHS.remove(request.id))).statusCode).toBe(204)
    expect((await details(asker.browser)).statusCode).toBe(404)
    expect((await mine(author, 'connected')).results).toEqual([])
    expect(await rowsBetween(author, asker)).toEqual([])
  })

  it('answers asking twice with the same request, and accepting twice with the same connection', async () => {
    const author = await grown()
    const asker = await grown()
    const memory = await share(author.browser)
    const first = await asker.browser.post(CONNECTION_PATHS.request, {
      shareable_link: memory.shareable_link,
    })
    const second = await asker.browser.post(CONNECTION_PATHS.request, {
      shareable_link: memory.shareable_link,
      message: 'A second try',
    })
    expect(first.statusCode).toBe(201)
    expect(second.statusCode).toBe(200)
    expect(second.json()).toMatchObject({ id: first.json().id, outcome: 'already_requested', message: null })
    expect(await rowsBetween(author, asker)).toHaveLength(1)

    const id = (first.json() as Connection).id
    expect((await author.browser.post(CONNECTION_PATHS.accept(id))).statusCode).toBe(200)
    const again = await author.browser.post(CONNECTION_PATHS.accept(id))
    expect(again.statusCode).toBe(200)
    expect(again.json()).toMatchObject({ id, status: 'connected' })

    const more = await asker.browser.post(CONNECTION_PATHS.request, { shareable_link: memory.shareable_link })
    expect(more.statusCode).toBe(409)
    expect(more.json().message).toBe(ALREADY_CONNECTED_MESSAGE)
  })

  it('lets only the one who was asked answer; anyone else gets 404', async () => {
    const author = await grown()
    const asker = await grown()
    const stranger = await grown()
    const { id } = await ask(asker.browser, (await share(author.browser)).shareable_link)
    for (const who of [asker, stranger]) {
      expect((await who.browser.post(CONNECTION_PATHS.accept(id))).statusCode).toBe(404)
      expect((await who.browser.post(CONNECTION_PATHS.decline(id))).statusCode).toBe(404)
    }
    expect((await stranger.browser.delete(CONNECTION_PATHS.remove(id))).statusCode).toBe(404)
    expect((await author.browser.post(CONNECTION_PATHS.accept(999_999_999))).statusCode).toBe(404)
    expect((await visitor.post(CONNECTION_PATHS.accept(id))).statusCode).toBe(401)
    expect(await rowsBetween(author, asker)).toEqual([{ status: 'pending', requester_id: String(asker.id) }])
  })

  it('lets the one who asked withdraw a pending request', async () => {
    const author = await grown()
    const asker = await grown()
    const { id } = await ask(asker.browser, (await share(author.browser)).shareable_link)
    expect((await asker.browser.delete(CONNECTION_PATHS.remove(id))).statusCode).toBe(204)
    expect((await mine(author, 'pending')).results).toEqual([])
    expect((await author.browser.post(CONNECTION_PATHS.accept(id))).statusCode).toBe(404)
  })

  it('accepts the other person’s request when they had already asked you', async () => {
    const one = await grown()
    const two = await grown()
    const first = await ask(one.browser, (await share(two.browser)).shareable_link)
    const res = await two.browser.post(CONNECTION_PATHS.request, {
      shareable_link: (await share(one.browser)).shareable_link,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      id: first.id,
      outcome: 'accepted_their_request',
      status: 'connected',
      direction: 'incoming',
    })
    expect((await mine(one, 'connected')).results.map((c) => c.id)).toEqual([first.id])
  })
})

describe('at the same moment', () => {
  it('connects two people who ask each other at once, and keeps one request when asked twice at once', async () => {
    const one = await grown()
    const two = await grown()
    const [ones, twos] = [await share(one.browser), await share(two.browser)]
    const answers = await Promise.all([
      one.browser.post(CONNECTION_PATHS.request, { shareable_link: twos.shareable_link }),
      two.browser.post(CONNECTION_PATHS.request, { shareable_link: ones.shareable_link }),
    ])
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 201])
    expect(await rowsBetween(one, two)).toEqual([expect.objectContaining({ status: 'connected' })])

    const three = await grown()
    const twice = await Promise.all(
      [1, 2, 3].map(() =>
        three.browser.post(CONNECTION_PATHS.request, { shareable_link: ones.shareable_link }),
      ),
    )
    expect(twice.map((res) => res.statusCode).sort()).toEqual([200, 200, 201])
    expect(new Set(twice.map((res) => (res.json() as Connection).id)).size).toBe(1)
    expect(await rowsBetween(one, three)).toHaveLength(1)
  })
})

describe('declining', () => {
  it('keeps the request declined: the one who asked cannot ask again and is not told in so many words', async () => {
    const author = await grown()
    const asker = await grown()
    const memory = await share(author.browser)
    const { id } = await ask(asker.browser, memory.shareable_link)
    expect((await author.browser.post(CONNECTION_PATHS.decline(id))).statusCode).toBe(204)
    expect((await author.browser.post(CONNECTION_PATHS.decline(id))).statusCode).toBe(204)
    expect((await author.browser.post(CONNECTION_PATHS.accept(id))).statusCode).toBe(404)
    expect((await mine(author, 'pending')).results).toEqual([])
    expect((await mine(asker, 'pending')).results).toEqual([])

    const again = await asker.browser.post(CONNECTION_PATHS.request, {
      shareable_link: memory.shareable_link,
    })
    expect(again.statusCode).toBe(403)
    expect(again.json().message).toBe(NOT_POSSIBLE_MESSAGE)
    expect(again.body).not.toMatch(/declin/i)
    // Removing it changes nothing: it cannot be a way around the answer.
    expect((await asker.browser.delete(CONNECTION_PATHS.remove(id))).statusCode).toBe(204)
    expect(await rowsBetween(author, asker)).toEqual([{ status: 'declined', requester_id: String(asker.id) }])
    expect(
      (await asker.browser.post(CONNECTION_PATHS.request, { shareable_link: memory.shareable_link }))
        .statusCode,
    ).toBe(403)

    // The one who declined may change their mind and ask.
    const theirs = await share(asker.browser)
    const changed = await author.browser.post(CONNECTION_PATHS.request, {
      shareable_link: theirs.shareable_link,
    })
    expect(changed.statusCode).toBe(201)
    expect(changed.json()).toMatchObject({
      id,
      status: 'pending',
      direction: 'outgoing',
      outcome: 'requested',
    })
    expect((await asker.browser.post(CONNECTION_PATHS.accept(id))).statusCode).toBe(200)
  })

  it('does not decline a connection (remove it instead)', async () => {
    const author = await grown()
    const asker = await grown()
    const { id } = await connect(asker, author)
    expect((await author.browser.post(CONNECTION_PATHS.decline(id))).statusCode).toBe(404)
    expect((await author.browser.delete(CONNECTION_PATHS.remove(id))).statusCode).toBe(204)
    expect(await rowsBetween(author, asker)).toEqual([])
  })
})

describe('what cannot be asked', () => {
  it('refuses your own memory, an anonymous one, and an author who turned requests off (403)', async () => {
    const author = await grown()
    const asker = await grown()
    const post = (who: Person, link: string) =>
      who.browser.post(CONNECTION_PATHS.request, { shareable_link: link })

    const own = await post(author, (await share(author.browser)).shareable_link)
    expect(own.statusCode).toBe(403)
    expect(own.json().message).toBe(OWN_MEMORY_MESSAGE)

    const anonymous = await post(asker, (await share(author.browser, { anonymous: true })).shareable_link)
    expect(anonymous.statusCode).toBe(403)
    expect(anonymous.json().message).toBe(ANONYMOUS_MEMORY_MESSAGE)
    expect(anonymous.body).not.toContain(author.publicId)

    const memory = await share(author.browser)
    expect(
      (await author.browser.patch(CONNECTION_PATHS.settings, { accepts_connection_requests: false }))
        .statusCode,
    ).toBe(200)
    const off = await post(asker, memory.shareable_link)
    expect(off.statusCode).toBe(403)
    expect(off.json().message).toBe(NOT_ACCEPTING_MESSAGE)
    expect(await rowsBetween(author, asker)).toEqual([])

    // A request already made can still be answered.
    await author.browser.patch(CONNECTION_PATHS.settings, { accepts_connection_requests: true })
    const { id } = await ask(asker.browser, memory.shareable_link)
    await author.browser.patch(CONNECTION_PATHS.settings, { accepts_connection_requests: false })
    expect((await author.browser.post(CONNECTION_PATHS.accept(id))).statusCode).toBe(200)
  })

  it('answers 404 for a memory you may not read, and 401 for a visitor', async () => {
    const author = await grown()
    const asker = await grown()
    for (const visibility of ['private', 'connections'] as const) {
      const memory = await share(author.browser, { visibility })
      const res = await asker.browser.post(CONNECTION_PATHS.request, {
        shareable_link: memory.shareable_link,
      })
      expect(res.statusCode).toBe(404)
    }
    const missing = await asker.browser.post(CONNECTION_PATHS.request, {
      shareable_link: 'no-such-memory-x1',
    })
    expect(missing.statusCode).toBe(404)
    const memory = await share(author.browser)
    expect(
      (await visitor.post(CONNECTION_PATHS.request, { shareable_link: memory.shareable_link })).statusCode,
    ).toBe(401)
    expect(await rowsBetween(author, asker)).toEqual([])
  })
})

describe('your lists', () => {
  it('pages pending requests both ways, newest first, ten a page', async () => {
    const me = await grown()
    const others = await Promise.all(Array.from({ length: 6 }, () => grown()))
    const myMemory = await share(me.browser)
    const expected: { id: number; direction: string }[] = []
    for (const other of others) {
      const incoming = await ask(other.browser, myMemory.shareable_link)
      expected.push({ id: incoming.id, direction: 'incoming' })
    }
    for (const other of others.slice(0, 5)) {
      const outgoing = await ask(me.browser, (await share(other.browser)).shareable_link)
      // Asking someone who already asked you accepts theirs: these five are connected now.
      expect(outgoing.outcome).toBe('accepted_their_request')
    }
    const fresh = await Promise.all(Array.from({ length: 6 }, () => grown()))
    for (const other of fresh) {
      const outgoing = await ask(me.browser, (await share(other.browser)).shareable_link)
      expected.push({ id: outgoing.id, direction: 'outgoing' })
    }
    const pending = expected.filter((_, i) => i >= 5).sort((a, b) => b.id - a.id)
    expect(pending).toHaveLength(7)

    const connected = await mine(me, 'connected')
    expect(connected.results).toHaveLength(5)
    expect(connected.has_next).toBe(false)
    const page1 = await mine(me, 'pending')
    expect(page1).toMatchObject({ page: 1, limit: 10, has_next: false })
    expect(page1.results.map(({ id, direction }) => ({ id, direction }))).toEqual(pending)

    // Eleven: the eleventh is on page 2.
    const four = await Promise.all(Array.from({ length: 4 }, () => grown()))
    for (const other of four) await ask(me.browser, (await share(other.browser)).shareable_link)
    const first = await mine(me, 'pending')
    expect(first.results).toHaveLength(10)
    expect(first.has_next).toBe(true)
    const second = await mine(me, 'pending', 2)
    expect(second.results).toHaveLength(1)
    expect(second.has_next).toBe(false)
    expect(second.results[0]!.id).toBe(pending.at(-1)!.id)
  })

  it('stops naming the memory once it is anonymous, private or gone', async () => {
    const author = await grown()
    const asker = await grown()
    const { id } = await connect(asker, author)
    const [connection] = (await mine(asker, 'connected')).results
    expect(connection!.memory).not.toBeNull()
    const hashId = (
      await queryRows<{ hash_id: string }>(
        app.database.db,
        sql`select m.hash_id from connections c join memories m on m.id = c.memory_id where c.id = ${id}`,
      )
    )[0]!.hash_id
    await author.browser.patch(MEMORY_PATHS.edit(hashId), { anonymous: true })
    expect((await mine(asker, 'connected')).results[0]!.memory).toBeNull()
    // The author still sees which of their memories it was.
    expect((await mine(author, 'connected')).results[0]!.memory).not.toBeNull()
    await author.browser.patch(MEMORY_PATHS.edit(hashId), { anonymous: false, visibility: 'private' })
    expect((await mine(asker, 'connected')).results[0]!.memory).toBeNull()
    await author.browser.delete(MEMORY_PATHS.details(hashId))
    expect((await mine(author, 'connected')).results[0]).toMatchObject({ id, memory: null })
  })
})

describe('the people connected through a memory', () => {
  it('are listed for its author, counted for anyone else (anonymous memories alike)', async () => {
    const author = await grown()
    const [one, two, outsider] = [await grown(), await grown(), await grown()]
    const memory = await share(author.browser, { title: 'Shared by many' })
    for (const who of [one, two]) {
      const { id } = await ask(who.browser, memory.shareable_link)
      await author.browser.post(CONNECTION_PATHS.accept(id))
    }
    const list = async (browser: TestBrowser, page = 1) => {
      const res = await browser.post(CONNECTION_PATHS.list, { shareable_link: memory.shareable_link, page })
      expect(res.statusCode).toBe(200)
      return res.json() as ConnectionsList
    }
    const forAuthor = await list(author.browser)
    expect(forAuthor).toMatchObject({ total: 2, page: 1, limit: 10, has_next: false })
    expect(forAuthor.results.map((p) => p.public_id)).toEqual([two.publicId, one.publicId])
    for (const browser of [one.browser, outsider.browser, visitor])
      expect(await list(browser)).toEqual({ results: [], total: 2, page: 1, limit: 10, has_next: false })

    await author.browser.patch(MEMORY_PATHS.edit(memory.hash_id), { anonymous: true })
    expect((await list(author.browser)).results).toHaveLength(2)
    expect(await list(outsider.browser)).toMatchObject({ results: [], total: 2 })

    const hidden = await share(author.browser, { visibility: 'private' })
    const res = await outsider.browser.post(CONNECTION_PATHS.list, { shareable_link: hidden.shareable_link })
    expect(res.statusCode).toBe(404)
  })
})

describe('settings', () => {
  it('welcome requests and list no vote by name until changed (decision 057), one at a time', async () => {
    const me = await grown()
    const get = async () => (await me.browser.get(CONNECTION_PATHS.settings)).json() as InteractionSettings
    expect(await get()).toEqual({ accepts_connection_requests: true, listed_as_voter: false })
    const res = await me.browser.patch(CONNECTION_PATHS.settings, { listed_as_voter: true })
    expect(res.json()).toEqual({ accepts_connection_requests: true, listed_as_voter: true })
    await me.browser.patch(CONNECTION_PATHS.settings, { accepts_connection_requests: false })
    expect(await get()).toEqual({ accepts_connection_requests: false, listed_as_voter: true })
    expect((await visitor.get(CONNECTION_PATHS.settings)).statusCode).toBe(401)
  })
})

describe('the export', () => {
  it('holds your connections both ways, whom you blocked and muted, and your settings', async () => {
    const me = await grown()
    const [friend, asker, blocked, muted] = [await grown(), await grown(), await grown(), await grown()]
    await connect(me, friend)
    await ask(asker.browser, (await share(me.browser)).shareable_link, 'Hello there')
    await me.browser.post(CONNECTION_PATHS.block(blocked.publicId))
    await me.browser.post(CONNECTION_PATHS.mute(muted.publicId))
    await muted.browser.post(CONNECTION_PATHS.block(me.publicId))
    await me.browser.patch(CONNECTION_PATHS.settings, { listed_as_voter: false })

    const res = await me.browser.get('/api/v1/account/export')
    expect(res.statusCode).toBe(200)
    const data = res.json() as Record<string, unknown>
    expect(data.connections).toEqual([
      {
        with: { public_id: friend.publicId, display_name: friend.displayName },
        status: 'connected',
        direction: 'outgoing',
        message: null,
        created_at: expect.any(String),
      },
      {
        with: { public_id: asker.publicId, display_name: asker.displayName },
        status: 'pending',
        direction: 'incoming',
        message: 'Hello there',
        created_at: expect.any(String),
      },
    ])
    // Only the blocks I made: that someone blocked me is theirs, not mine.
    expect(data.blocked).toEqual([blocked.publicId])
    expect(data.muted).toEqual([muted.publicId])
    expect(data.interaction_settings).toEqual({ accepts_connection_requests: true, listed_as_voter: false })
  })
})
