import { describe, expect, it } from 'vitest'
import {
  CONNECTION_PATHS,
  type ConnectionPage,
  type ConnectStatusResponse,
  type PeoplePage,
} from '@kindred/contract/connections'
import { MEMORY_PATHS, type MemoryCard } from '@kindred/contract/memories'
import { ask, buildConnectionsApp, connect, type Person } from '../../../test/connection-fixtures'
import { statementsOf } from '../../../test/interaction-fixtures'
import { share } from '../../../test/memory-fixtures'

const { app, clock, grown, visitor } = await buildConnectionsApp()

async function statuses(who: Person, links: string[]) {
  const res = await who.browser.post(CONNECTION_PATHS.status, { shareable_links: links })
  expect(res.statusCode).toBe(200)
  return res.json() as ConnectStatusResponse
}

const feedOf = async (who: Person) =>
  ((await who.browser.get(`${MEMORY_PATHS.feed}?limit=100`)).json() as { results: MemoryCard[] }).results.map(
    (card) => card.hash_id,
  )

describe('the batch connect status (SPEC §6)', () => {
  it('answers every value in one call, in the order asked, and leaves out what you may not read', async () => {
    const me = await grown()
    const [stranger, askedMe, iAsked, friend] = [await grown(), await grown(), await grown(), await grown()]
    const mine = await share(me.browser)
    const myAnonymous = await share(me.browser, { anonymous: true })
    const strangers = await share(stranger.browser)
    const asking = await share(askedMe.browser)
    const incoming = await ask(askedMe.browser, mine.shareable_link)
    const asked = await share(iAsked.browser)
    const outgoing = await ask(me.browser, asked.shareable_link)
    const friendship = await connect(me, friend)
    const friends = await share(friend.browser)
    const friendsAnonymous = await share(friend.browser, { anonymous: true })
    const friendsPrivate = await share(friend.browser, { visibility: 'private' })
    const friendsForConnections = await share(friend.browser, { visibility: 'connections' })

    const links = [
      friends,
      strangers,
      mine,
      asking,
      asked,
      myAnonymous,
      friendsAnonymous,
      friendsPrivate,
      friendsForConnections,
    ].map((memory) => memory.shareable_link)
    const answer = await statuses(me, [...links, 'no-such-memory-x1', strangers.shareable_link])
    // Each pending request and connection comes with its id, so it can be answered at once.
    expect(answer.results).toEqual([
      { shareable_link: friends.shareable_link, status: 'connected', connection_id: friendship.id },
      { shareable_link: strangers.shareable_link, status: 'none', connection_id: null },
      { shareable_link: mine.shareable_link, status: 'self', connection_id: null },
      { shareable_link: asking.shareable_link, status: 'pending_incoming', connection_id: incoming.id },
      { shareable_link: asked.shareable_link, status: 'pending_outgoing', connection_id: outgoing.id },
      { shareable_link: myAnonymous.shareable_link, status: 'self', connection_id: null },
      // Anonymous: `none` and no id even between connections, or the answer would name its author.
      { shareable_link: friendsAnonymous.shareable_link, status: 'none', connection_id: null },
      {
        shareable_link: friendsForConnections.shareable_link,
        status: 'connected',
        connection_id: friendship.id,
      },
    ])
    expect(answer.missing).toEqual([friendsPrivate.shareable_link, 'no-such-memory-x1'])

    // The other side of each.
    expect((await statuses(askedMe, [mine.shareable_link, myAnonymous.shareable_link])).results).toEqual([
      { shareable_link: mine.shareable_link, status: 'pending_outgoing', connection_id: incoming.id },
      { shareable_link: myAnonymous.shareable_link, status: 'none', connection_id: null },
    ])
    expect((await statuses(iAsked, [asked.shareable_link])).results).toEqual([
      { shareable_link: asked.shareable_link, status: 'self', connection_id: null },
    ])
    expect((await statuses(friend, [mine.shareable_link])).results).toEqual([
      { shareable_link: mine.shareable_link, status: 'connected', connection_id: friendship.id },
    ])
  })

  it('reads `none` on both sides of a declined request', async () => {
    const author = await grown()
    const asker = await grown()
    const memory = await share(author.browser)
    const theirs = await share(asker.browser)
    const { id } = await ask(asker.browser, memory.shareable_link)
    await author.browser.post(CONNECTION_PATHS.decline(id))
    // No id either: the declined row is not the asker's to act on.
    expect((await statuses(asker, [memory.shareable_link])).results[0]).toMatchObject({
      status: 'none',
      connection_id: null,
    })
    expect((await statuses(author, [theirs.shareable_link])).results[0]).toMatchObject({
      status: 'none',
      connection_id: null,
    })
  })

  it('reads one link and fifty, with a request or connection behind each, in the same statements', async () => {
    const me = await grown()
    const links: string[] = []
    for (let i = 0; i < 5; i++) {
      const author = await grown()
      const first = await share(author.browser)
      const { id } = await ask(me.browser, first.shareable_link)
      if (i % 2 === 0) await author.browser.post(CONNECTION_PATHS.accept(id))
      links.push(first.shareable_link)
      for (let j = 1; j < 10; j++) links.push((await share(author.browser)).shareable_link)
    }
    const one = await statementsOf(app, () => statuses(me, links.slice(0, 1)))
    let fifty: ConnectStatusResponse | undefined
    const counted = await statementsOf(app, async () => (fifty = await statuses(me, links)))
    expect(fifty!.results).toHaveLength(50)
    expect(fifty!.results.every((result) => result.connection_id !== null)).toBe(true)
    // The memories the person may read, with their row with each named author.
    expect(counted.execute).toBe(1)
    expect(counted).toEqual(one)
  })

  it('is for signed-in people only, and takes at most 50 links', async () => {
    const me = await grown()
    const memory = await share(me.browser)
    expect(
      (await visitor.post(CONNECTION_PATHS.status, { shareable_links: [memory.shareable_link] })).statusCode,
    ).toBe(401)
    const many = Array.from({ length: 51 }, (_, i) => `memory-${i}`)
    const res = await me.browser.post(CONNECTION_PATHS.status, { shareable_links: many })
    expect(res.statusCode).toBe(422)
    expect(res.json().fields[0].path).toMatch(/shareable_links/)
    const fifty = await statuses(me, [...many.slice(0, 49), memory.shareable_link])
    expect(fifty.results).toEqual([
      { shareable_link: memory.shareable_link, status: 'self', connection_id: null },
    ])
    expect(fifty.missing).toHaveLength(49)
  })
})

describe('blocking (SPEC §6: stops every interaction both ways and hides each from the other)', () => {
  it('hides each from the other, removes their connection, and stops requests both ways', async () => {
    const me = await grown()
    const them = await grown()
    const { id } = await connect(them, me)
    const mine = await share(me.browser, { title: 'Mine, for connections', visibility: 'connections' })
    const minePublic = await share(me.browser, { title: 'Mine, for all' })
    const theirs = await share(them.browser, { title: 'Theirs, for all' })
    expect((await them.browser.get(MEMORY_PATHS.details(mine.hash_id))).statusCode).toBe(200)

    const res = await me.browser.post(CONNECTION_PATHS.block(them.publicId))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ blocked: true })
    expect((await me.browser.post(CONNECTION_PATHS.block(them.publicId))).json()).toEqual({ blocked: true })

    for (const hashId of [mine.hash_id, minePublic.hash_id])
      expect((await them.browser.get(MEMORY_PATHS.details(hashId))).statusCode).toBe(404)
    expect((await me.browser.get(MEMORY_PATHS.details(theirs.hash_id))).statusCode).toBe(404)
    expect(await feedOf(them)).not.toContain(minePublic.hash_id)
    expect(await feedOf(me)).not.toContain(theirs.hash_id)
    // Visitors still see both public memories.
    expect((await visitor.get(MEMORY_PATHS.details(minePublic.hash_id))).statusCode).toBe(200)

    for (const who of [me, them]) {
      const connections = (
        await who.browser.get(`${CONNECTION_PATHS.mine}?status=connected`)
      ).json() as ConnectionPage
      expect(connections.results).toEqual([])
    }
    expect((await them.browser.post(CONNECTION_PATHS.accept(id))).statusCode).toBe(404)
    const asked = await them.browser.post(CONNECTION_PATHS.request, {
      shareable_link: minePublic.shareable_link,
    })
    expect(asked.statusCode).toBe(404)
    const asking = await me.browser.post(CONNECTION_PATHS.request, { shareable_link: theirs.shareable_link })
    expect(asking.statusCode).toBe(404)
    expect((await statuses(them, [minePublic.shareable_link])).missing).toEqual([minePublic.shareable_link])

    const list = (await me.browser.get(CONNECTION_PATHS.blocked)).json() as PeoplePage
    expect(list.results).toEqual([
      { public_id: them.publicId, display_name: them.displayName, since: expect.any(String) },
    ])
    // The one blocked does not learn it from their own lists.
    expect(((await them.browser.get(CONNECTION_PATHS.blocked)).json() as PeoplePage).results).toEqual([])

    // Unblocking shows each to the other again; the connection does not come back by itself.
    expect((await me.browser.delete(CONNECTION_PATHS.block(them.publicId))).json()).toEqual({
      blocked: false,
    })
    expect((await me.browser.delete(CONNECTION_PATHS.block(them.publicId))).json()).toEqual({
      blocked: false,
    })
    expect((await them.browser.get(MEMORY_PATHS.details(minePublic.hash_id))).statusCode).toBe(200)
    expect((await them.browser.get(MEMORY_PATHS.details(mine.hash_id))).statusCode).toBe(404)
    expect((await statuses(them, [minePublic.shareable_link])).results[0]!.status).toBe('none')
  })

  it('removes a pending request too, whoever blocks', async () => {
    const author = await grown()
    const asker = await grown()
    const memory = await share(author.browser)
    const { id } = await ask(asker.browser, memory.shareable_link)
    await asker.browser.post(CONNECTION_PATHS.block(author.publicId))
    expect((await author.browser.post(CONNECTION_PATHS.accept(id))).statusCode).toBe(404)
    const pending = (
      await author.browser.get(`${CONNECTION_PATHS.mine}?status=pending`)
    ).json() as ConnectionPage
    expect(pending.results).toEqual([])
  })

  it('works on anyone who exists, even someone who blocked you; never on yourself', async () => {
    const me = await grown()
    const them = await grown()
    await them.browser.post(CONNECTION_PATHS.block(me.publicId))
    expect((await me.browser.post(CONNECTION_PATHS.block(them.publicId))).statusCode).toBe(200)
    expect((await me.browser.post(CONNECTION_PATHS.mute(them.publicId))).statusCode).toBe(200)
    expect((await me.browser.post(CONNECTION_PATHS.block(me.publicId))).statusCode).toBe(403)
    expect((await me.browser.post(CONNECTION_PATHS.mute(me.publicId))).statusCode).toBe(403)
    expect((await me.browser.post(CONNECTION_PATHS.block('nosuchperson1'))).statusCode).toBe(404)
    expect((await me.browser.delete(CONNECTION_PATHS.mute('nosuchperson1'))).statusCode).toBe(404)
    expect((await visitor.post(CONNECTION_PATHS.block(them.publicId))).statusCode).toBe(401)
    expect((await visitor.get(CONNECTION_PATHS.blocked)).statusCode).toBe(401)
  })
})

describe('muting (SPEC §6: hides their content from you)', () => {
  it('takes their memories out of your feed, not yours out of theirs, until you unmute', async () => {
    const me = await grown()
    const them = await grown()
    const mine = await share(me.browser)
    const theirs = await share(them.browser)
    expect(await feedOf(me)).toContain(theirs.hash_id)

    expect((await me.browser.post(CONNECTION_PATHS.mute(them.publicId))).json()).toEqual({ muted: true })
    expect((await me.browser.post(CONNECTION_PATHS.mute(them.publicId))).json()).toEqual({ muted: true })
    expect(await feedOf(me)).not.toContain(theirs.hash_id)
    expect(await feedOf(them)).toContain(mine.hash_id)
    // Muting is not blocking: they can still reach you, and you can open what they share.
    expect((await me.browser.get(MEMORY_PATHS.details(theirs.hash_id))).statusCode).toBe(200)
    expect(
      (await them.browser.post(CONNECTION_PATHS.request, { shareable_link: mine.shareable_link })).statusCode,
    ).toBe(201)

    const list = (await me.browser.get(CONNECTION_PATHS.muted)).json() as PeoplePage
    expect(list).toMatchObject({ page: 1, limit: 10, has_next: false })
    expect(list.results.map((p) => p.public_id)).toEqual([them.publicId])

    expect((await me.browser.delete(CONNECTION_PATHS.mute(them.publicId))).json()).toEqual({ muted: false })
    expect(await feedOf(me)).toContain(theirs.hash_id)
    expect(((await me.browser.get(CONNECTION_PATHS.muted)).json() as PeoplePage).results).toEqual([])
  })

  it('lists ten a page, latest first', async () => {
    const me = await grown()
    const people = [] as Person[]
    for (let i = 0; i < 11; i++) {
      const someone = await grown()
      people.push(someone)
      await me.browser.post(CONNECTION_PATHS.mute(someone.publicId))
      clock.advance(1000)
    }
    const first = (await me.browser.get(`${CONNECTION_PATHS.muted}?page=1`)).json() as PeoplePage
    const second = (await me.browser.get(`${CONNECTION_PATHS.muted}?page=2`)).json() as PeoplePage
    expect(first.has_next).toBe(true)
    expect(second.has_next).toBe(false)
    expect([...first.results, ...second.results].map((p) => p.public_id)).toEqual(
      people.map((p) => p.publicId).reverse(),
    )
  })
})
