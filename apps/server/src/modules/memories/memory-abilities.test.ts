import { describe, expect, it } from 'vitest'
import { CONNECTION_PATHS } from '@kindred/contract/connections'
import { MEMORY_PATHS, type Memory, type MemoryAbilities, type MemoryCard } from '@kindred/contract/memories'
import { authorAndReaders } from '../../../test/connection-fixtures'
import { share } from '../../../test/memory-fixtures'
import type { TestBrowser } from '../../../test/test-browser'

// Every memory answer says what its reader may do with it (`abilities`, decision 078), so the web
// does not decide it again from the fields. It depends on who reads only as a visitor, a member or
// the author: the answers are shared by every reader of one kind, and on an anonymous memory what
// the reader is to its author must not show.

const { grown, visitor, author, friend, stranger, moderator } = await authorAndReaders()
const blocked = await grown()
const block = await author.browser.post(CONNECTION_PATHS.block(blocked.publicId))
if (block.statusCode >= 300) throw new Error(`block failed: ${block.statusCode} ${block.body}`)

const abilitiesOf = async (browser: TestBrowser, memory: Memory) => {
  const res = await browser.get(MEMORY_PATHS.details(memory.hash_id))
  expect(res.statusCode).toBe(200)
  return (res.json() as Memory).abilities
}

const NOTHING = { edit: false, delete: false, hide: false, report: false, react: false, connect: false }
const SIGNED_IN = { ...NOTHING, share: true, hide: true, report: true, react: true }

describe("a memory's abilities", () => {
  it('let its author edit and delete it, and a signed-in reader hide, report and connect', async () => {
    const memory = await share(author.browser, { title: 'Named and open' })
    expect(memory.abilities).toEqual({ ...NOTHING, edit: true, delete: true, share: true, comment: 'yes' })
    const others: MemoryAbilities = { ...SIGNED_IN, connect: true, comment: 'yes' }
    expect(await abilitiesOf(stranger.browser, memory)).toEqual(others)
    expect(await abilitiesOf(moderator.browser, memory)).toEqual(others)
  })

  it('let a visitor only copy the link, and ask them to sign in to comment', async () => {
    const memory = await share(author.browser, { title: 'For a visitor' })
    expect(await abilitiesOf(visitor, memory)).toEqual({ ...NOTHING, share: true, comment: 'sign_in' })
    const off = await share(author.browser, { title: 'Quiet for a visitor', comments_policy: 'off' })
    expect((await abilitiesOf(visitor, off)).comment).toBe('no')
  })

  it('offer no link to copy of a private memory, and no comments when they are off, its author included', async () => {
    const memory = await share(author.browser, { visibility: 'private', comments_policy: 'off' })
    expect(memory.abilities).toMatchObject({ share: false, edit: true, comment: 'no' })
  })

  it('say a named public memory for connections takes comments only if connected, checked on posting', async () => {
    const memory = await share(author.browser, { comments_policy: 'connections' })
    expect((await abilitiesOf(stranger.browser, memory)).comment).toBe('if_connected')
    // The same for a connection: a copy shared by every member cannot say whom they know.
    expect((await abilitiesOf(friend.browser, memory)).comment).toBe('if_connected')
    expect(memory.abilities.comment).toBe('yes')
    const forFriends = await share(author.browser, {
      visibility: 'connections',
      comments_policy: 'connections',
    })
    expect((await abilitiesOf(friend.browser, forFriends)).comment).toBe('yes')
  })

  it('on an anonymous memory, offer nobody its author, whatever they are to them', async () => {
    const memory = await share(author.browser, { anonymous: true, comments_policy: 'connections' })
    const seen = await Promise.all(
      [stranger, friend, blocked].map((reader) => abilitiesOf(reader.browser, memory)),
    )
    expect(seen[0]).toEqual({ ...SIGNED_IN, comment: 'no' })
    expect(seen[1]).toEqual(seen[0])
    expect(seen[2]).toEqual(seen[0])
    expect((await abilitiesOf(moderator.browser, memory)).connect).toBe(false)
    expect(memory.abilities).toMatchObject({ edit: true, comment: 'yes' })
  })

  it("are a visitor's in a visitor's bulk read and search, even after a member's filled the shared copies", async () => {
    const memory = await share(author.browser, { title: 'Shared copies of a lantern' })
    const bulk = (browser: TestBrowser) =>
      browser.get(`${MEMORY_PATHS.bulk}?shareable_links=${memory.shareable_link}`)
    const search = (browser: TestBrowser) => browser.get(`${MEMORY_PATHS.search}?q=lantern`)
    const first = <T>(res: { json: () => unknown }) => (res.json() as { results: T[] }).results[0]!
    expect(first<Memory>(await bulk(stranger.browser)).abilities.report).toBe(true)
    expect(first<MemoryCard>(await search(stranger.browser)).abilities.report).toBe(true)
    expect(first<Memory>(await bulk(visitor)).abilities).toMatchObject({ report: false, comment: 'sign_in' })
    expect(first<MemoryCard>(await search(visitor)).abilities).toMatchObject({ report: false, hide: false })
    // And the other way round: a member is not given the copy a visitor left.
    expect(first<Memory>(await bulk(friend.browser)).abilities.report).toBe(true)
  })

  it('are the same on the feed as on the memory', async () => {
    const memory = await share(author.browser, { title: 'On the feed too', comments_policy: 'connections' })
    const feed = (await stranger.browser.get(`${MEMORY_PATHS.feed}?limit=50`)).json() as {
      results: MemoryCard[]
    }
    const card = feed.results.find((each) => each.hash_id === memory.hash_id)
    expect(card?.abilities).toEqual(await abilitiesOf(stranger.browser, memory))
    const own = (await author.browser.get(`${MEMORY_PATHS.feed}?limit=50`)).json() as {
      results: MemoryCard[]
    }
    expect(own.results.find((each) => each.hash_id === memory.hash_id)?.abilities.edit).toBe(true)
  })
})
