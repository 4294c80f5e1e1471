import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { CONNECTION_PATHS } from '@kindred/contract/connections'
import type { MemoryPageSchema } from '@kindred/contract/memories'
import {
  BulkResponseSchema,
  FeedPageSchema,
  MEMORY_PATHS,
  MemorySchema,
  SnippetPageSchema,
  type Memory,
} from '@kindred/contract/memories'
import type { z } from 'zod'
import { buildTestApp } from '../../../test/build-test-app'
import { authorAndReaders, type Person } from '../../../test/connection-fixtures'
import { person, share } from '../../../test/memory-fixtures'
import { reportAndHide, violationReason } from '../../../test/moderation-fixtures'
import { openTestDatabase } from '../../../test/test-database'
import { TestBrowser } from '../../../test/test-browser'
import { statementsOf } from '../../../test/interaction-fixtures'
import { costAroundRefusals } from '../../../test/refused-requests'
import { createSharedJsonCache } from '../../lib/shared-json-cache'
import { users } from '../../db/schema'

// A signed-in person's feed takes the cards of memories they did not write from a cache shared by
// every reader (shared-cards.ts, decision 042), kept under each memory's version (decision 060).
// What it must never do: show anyone a card other than the one they would get without it, show a
// change of a memory late on any instance, or be emptied by a request that changes nothing.

const { app, mailbox, clock, grown, author, friend, stranger, moderator } = await authorAndReaders()

type MemoryPage = z.infer<typeof MemoryPageSchema>

const feed = (browser: TestBrowser, query = '') => browser.get(`${MEMORY_PATHS.feed}?limit=50${query}`)
const titles = (body: string) => (JSON.parse(body) as MemoryPage).results.map((card) => card.title)
/** As a freshly started instance has it: the next read writes every card anew. */
function emptyTheCache() {
  app.sharedAnswers.clear()
}
/** The same browser (its cookies) talking to another instance. */
function on(instance: typeof app, browser: TestBrowser) {
  const there = new TestBrowser(instance)
  for (const [name, value] of browser.cookies) there.cookies.set(name, value)
  return there
}

const muter = await grown()
const named = await share(author.browser, { title: 'Named and public' })
const anonymous = await share(author.browser, { title: 'Anonymous and public', anonymous: true })
await share(author.browser, { title: 'For connections only', visibility: 'connections' })
await share(author.browser, { title: 'Private, a journal', visibility: 'private' })
await share(stranger.browser, { title: 'A stranger’s memory' })
expect((await muter.browser.post(CONNECTION_PATHS.mute(author.publicId))).statusCode).toBe(200)

describe('a feed page from shared cards', () => {
  it('is, byte for byte, the page the reader gets with an empty cache, for every reader and list', async () => {
    const readers = { author, friend, stranger, muter, moderator }
    // Where the second page of two starts, for the pages read by cursor (decision 063).
    const after = async (url: string) =>
      (JSON.parse((await stranger.browser.get(url)).body) as { next_cursor: string }).next_cursor
    const newest = await after(`${MEMORY_PATHS.feed}?limit=2`)
    const top = await after(`${MEMORY_PATHS.feed}?limit=2&sort=top`)
    const lists = [
      [`${MEMORY_PATHS.feed}?limit=50`, FeedPageSchema],
      [`${MEMORY_PATHS.feed}?limit=50&sort=top`, FeedPageSchema],
      [MEMORY_PATHS.snippets(1, 50), SnippetPageSchema],
      [`${MEMORY_PATHS.feed}?limit=2`, FeedPageSchema],
      [`${MEMORY_PATHS.feed}?limit=2&page=2&cursor=${newest}`, FeedPageSchema],
      [`${MEMORY_PATHS.feed}?limit=2&page=2&sort=top&cursor=${top}`, FeedPageSchema],
      [`${MEMORY_PATHS.snippets(2, 2)}?cursor=${newest}`, SnippetPageSchema],
    ] as const
    for (const [url, schema] of lists) {
      // Warm: the stranger's read fills the cache with the cards everyone else then takes.
      await stranger.browser.get(url)
      const warm = new Map<string, string>()
      for (const [name, reader] of Object.entries(readers))
        warm.set(name, (await reader.browser.get(url)).body)
      for (const [name, reader] of Object.entries(readers)) {
        emptyTheCache()
        const cold = await reader.browser.get(url)
        expect(cold.statusCode).toBe(200)
        expect(warm.get(name), `${name}: ${url}`).toBe(cold.body)
        // The contract, exactly: nothing more, nothing less (the page is written by hand).
        expect(schema.parse(JSON.parse(cold.body))).toEqual(JSON.parse(cold.body))
        expect(cold.headers['content-type']).toBe('application/json; charset=utf-8')
      }
    }
  })

  it('shows each reader what they may see, whoever filled the cache', async () => {
    await feed(friend.browser) // fills the cache with a connection's view, connections-only included
    expect(titles((await feed(stranger.browser)).body)).not.toContain('For connections only')
    expect(titles((await feed(friend.browser)).body)).toContain('For connections only')
    const muted = titles((await feed(muter.browser)).body)
    expect(muted).not.toContain('Named and public')
    expect(muted).toContain('Anonymous and public')
    for (const reader of [friend, stranger, muter]) {
      const cards = (JSON.parse((await feed(reader.browser)).body) as MemoryPage).results
      expect(cards.find((card) => card.hash_id === anonymous.hash_id)?.author).toBeNull()
      expect(titles((await feed(reader.browser)).body)).not.toContain('Private, a journal')
    }
    const own = (JSON.parse((await feed(author.browser)).body) as MemoryPage).results
    expect(own.find((card) => card.hash_id === anonymous.hash_id)?.author?.public_id).toBe(author.publicId)
    expect(own.find((card) => card.hash_id === anonymous.hash_id)?.is_mine).toBe(true)
  })

  it('shows an edit, a hide and a deletion at once on the instance that took them', async () => {
    await feed(stranger.browser)
    await author.browser.patch(MEMORY_PATHS.edit(named.hash_id), { title: 'Named, and edited' })
    expect(titles((await feed(stranger.browser)).body)).toContain('Named, and edited')
    // Hiding is the seed's state-changing GET.
    expect((await stranger.browser.get(MEMORY_PATHS.hide(named.hash_id))).statusCode).toBe(200)
    expect(titles((await feed(stranger.browser)).body)).not.toContain('Named, and edited')
    expect(titles((await feed(friend.browser)).body)).toContain('Named, and edited')
    expect((await author.browser.delete(MEMORY_PATHS.details(named.hash_id))).statusCode).toBe(204)
    expect(titles((await feed(friend.browser)).body)).not.toContain('Named, and edited')
  })
})

describe("the author's name", () => {
  it('shows a new name at once on a card and a page kept before, on any instance (decision 060)', async () => {
    const memory = await share(stranger.browser, { title: 'Under a name that changes' })
    const nameSeen = async () => ({
      card: (JSON.parse((await feed(friend.browser)).body) as MemoryPage).results.find(
        (card) => card.hash_id === memory.hash_id,
      )?.author?.display_name,
      page: ((await friend.browser.get(MEMORY_PATHS.details(memory.hash_id))).json() as Memory).author
        ?.display_name,
    })
    expect(await nameSeen()).toEqual({ card: stranger.displayName, page: stranger.displayName })
    // Changed straight in the database, as through another instance: nothing here empties the cache.
    await app.database.db
      .update(users)
      .set({ displayName: 'A name chosen later' })
      .where(eq(users.id, stranger.id))
    expect(await nameSeen()).toEqual({ card: 'A name chosen later', page: 'A name chosen later' })
  })
})

/** One memory by the author of each kind the shared answers keep apart, titled after `what`. */
async function oneOfEachKind(what: string) {
  return {
    named: await share(author.browser, { title: `${what}, with a name` }),
    anonymous: await share(author.browser, { title: `${what}, without a name`, anonymous: true }),
    connections: await share(author.browser, {
      title: `${what}, for connections`,
      visibility: 'connections',
    }),
    private: await share(author.browser, { title: `${what}, a journal`, visibility: 'private' }),
  }
}

describe('a memory page from the shared cache', async () => {
  const pages = await oneOfEachKind('A page')
  const details = (reader: Person, memory: { hash_id: string }) =>
    reader.browser.get(MEMORY_PATHS.details(memory.hash_id))

  it('is, byte for byte, the page each reader gets with an empty cache, or the same refusal', async () => {
    const readers = { author, friend, stranger, muter, moderator }
    for (const [kind, memory] of Object.entries(pages)) {
      // Warm: the friend (who may read the most after the author) fills the cache first.
      await details(friend, memory)
      const warm = new Map<string, { status: number; body: string }>()
      for (const [name, reader] of Object.entries(readers)) {
        const res = await details(reader, memory)
        warm.set(name, { status: res.statusCode, body: res.body })
      }
      for (const [name, reader] of Object.entries(readers)) {
        emptyTheCache()
        const cold = await details(reader, memory)
        expect(warm.get(name), `${name} reading the ${kind} memory`).toEqual({
          status: cold.statusCode,
          body: cold.body,
        })
        if (cold.statusCode === 200) {
          expect(MemorySchema.parse(JSON.parse(cold.body))).toEqual(JSON.parse(cold.body))
          expect(cold.headers['content-type']).toBe('application/json; charset=utf-8')
        }
      }
    }
    // Who may read what, whoever filled the cache.
    expect((await details(stranger, pages.connections)).statusCode).toBe(404)
    expect((await details(friend, pages.private)).statusCode).toBe(404)
    expect((JSON.parse((await details(stranger, pages.anonymous)).body) as Memory).author).toBeNull()
    const own = JSON.parse((await details(author, pages.anonymous)).body) as Memory
    expect(own.author?.public_id).toBe(author.publicId)
    expect(own.is_mine).toBe(true)
  })

  it('tells only the reader who hid a memory that they hid it, and shows an edit at once', async () => {
    await details(friend, pages.named)
    expect((await stranger.browser.get(MEMORY_PATHS.hide(pages.named.hash_id))).statusCode).toBe(200)
    expect((JSON.parse((await details(stranger, pages.named)).body) as Memory).hidden_by_me).toBe(true)
    expect((JSON.parse((await details(friend, pages.named)).body) as Memory).hidden_by_me).toBe(false)
    await author.browser.patch(MEMORY_PATHS.edit(pages.named.hash_id), { title: 'A page, edited' })
    expect((JSON.parse((await details(friend, pages.named)).body) as Memory).title).toBe('A page, edited')
    expect((await author.browser.delete(MEMORY_PATHS.details(pages.named.hash_id))).statusCode).toBe(204)
    expect((await details(friend, pages.named)).statusCode).toBe(404)
  })
})

describe('a bulk read from the shared cache', async () => {
  const kinds = await oneOfEachKind('Bulk')
  const links = [
    ...Object.values(kinds).map((m) => m.shareable_link),
    'not-a-memory',
    kinds.named.shareable_link,
  ]
  const bulk = (browser: TestBrowser) =>
    browser.get(`${MEMORY_PATHS.bulk}?shareable_links=${links.join(',')}`)
  const visitor = new TestBrowser(app)
  const readers = {
    visitor,
    ...Object.fromEntries(
      Object.entries({ author, friend, stranger, muter, moderator }).map(([n, p]) => [n, p.browser]),
    ),
  }

  it('is, byte for byte, what each reader gets with an empty cache, in the order asked', async () => {
    expect((await stranger.browser.get(MEMORY_PATHS.hide(kinds.anonymous.hash_id))).statusCode).toBe(200)
    // Warm: the friend's and a visitor's pages and bulk reads fill the cache first.
    for (const memory of Object.values(kinds)) await friend.browser.get(MEMORY_PATHS.details(memory.hash_id))
    await bulk(visitor)
    const warm = new Map<string, string>()
    for (const [name, reader] of Object.entries(readers)) warm.set(name, (await bulk(reader)).body)
    for (const [name, reader] of Object.entries(readers)) {
      emptyTheCache()
      const cold = await bulk(reader)
      expect(cold.statusCode).toBe(200)
      expect(warm.get(name), name).toBe(cold.body)
      expect(BulkResponseSchema.parse(JSON.parse(cold.body))).toEqual(JSON.parse(cold.body))
    }
    const of = async (reader: TestBrowser) =>
      JSON.parse((await bulk(reader)).body) as z.infer<typeof BulkResponseSchema>
    expect((await of(visitor)).results.map((m) => m.title)).toEqual([
      'Bulk, with a name',
      'Bulk, without a name',
    ])
    expect((await of(visitor)).missing).toEqual([
      kinds.connections.shareable_link,
      kinds.private.shareable_link,
      'not-a-memory',
    ])
    expect((await of(friend.browser)).results.map((m) => m.title)).toContain('Bulk, for connections')
    expect(
      (await of(stranger.browser)).results.find((m) => m.title === 'Bulk, without a name')?.hidden_by_me,
    ).toBe(true)
    expect(
      (await of(friend.browser)).results.find((m) => m.title === 'Bulk, without a name')?.hidden_by_me,
    ).toBe(false)
    expect((await of(author.browser)).results.map((m) => m.is_mine)).toEqual([true, true, true, true])
    // The same memory as its own page gives it, for a reader the cache serves.
    const page = await friend.browser.get(MEMORY_PATHS.details(kinds.named.hash_id))
    expect((await of(friend.browser)).results[0]).toEqual(JSON.parse(page.body))
  })
})

describe('no request empties it', () => {
  it("keeps the cards warm across refused writes and a signed-out browser's sign-out: 100 reads", async () => {
    /** The statements of one feed page read by the muter, who wrote none of it. */
    const read = async () => {
      let status = 0
      const statements = await statementsOf(app, async () => {
        status = (await feed(muter.browser)).statusCode
      })
      expect(status).toBe(200)
      return statements
    }
    await read()
    const { quiet, interrupted, statuses } = await costAroundRefusals(
      muter.browser,
      new TestBrowser(app),
      async () => (await read()).execute,
    )
    // Warm, a page is one statement: which memories, with their versions; every card is taken from
    // the cache. (The session check, a select, is the session cache's: decision 043.)
    expect(quiet).toBe(100)
    expect(statuses).toEqual([204, 403, 422])
    expect(interrupted).toBeLessThanOrEqual(quiet * 1.05)
  })
})

describe('the shared cache itself', () => {
  it('keeps within its count and its characters, oldest out first', () => {
    const cards = createSharedJsonCache({ ttlMs: 60_000, clock, limits: { entries: 3, characters: 10 } })
    const reading = cards.reading()
    cards.set('a', '1234', reading)
    cards.set('b', '1234', reading)
    cards.set('c', '12', reading)
    expect(cards.size()).toEqual({ entries: 3, characters: 10 })
    cards.set('d', '1', reading)
    expect(cards.get('a')).toBeUndefined()
    expect(cards.size()).toEqual({ entries: 3, characters: 7 })
    cards.set('e', '123456', reading)
    expect(cards.get('b')).toBeUndefined()
    expect(cards.get('e')).toBe('123456')
    expect(cards.size().characters).toBeLessThanOrEqual(10)
    cards.set('huge', '12345678901', reading)
    expect(cards.get('huge')).toBeUndefined()
  })
})

// Two instances share one database on PostgreSQL only (PGlite belongs to one process).
if (process.env.KINDRED_TEST_DB === 'postgres')
  describe('a second instance', () => {
    it('shows an edit and a deletion made through the first at once', async () => {
      const database = await openTestDatabase()
      const env = { SMTP_URL: mailbox.url }
      const first = await buildTestApp({ env, database, clock })
      const second = await buildTestApp({ env, database: await database.reopen!(), clock })
      expect(second.config.visitorCacheMs).toBe(2000)
      const writer = await person(first, mailbox)
      const reader = await person(first, mailbox)
      const memory = await share(writer.browser, { title: 'Before the edit' })
      const readerThere = on(second, reader.browser)
      expect(titles((await feed(readerThere)).body)).toContain('Before the edit')

      // The second's card is kept under the version it was read at; the edit raised it.
      await writer.browser.patch(MEMORY_PATHS.edit(memory.hash_id), { title: 'After the edit' })
      expect(titles((await feed(readerThere)).body)).toContain('After the edit')

      // Which memories a list holds is always read from the database: a deletion shows at once.
      expect((await writer.browser.delete(MEMORY_PATHS.details(memory.hash_id))).statusCode).toBe(204)
      expect(titles((await feed(readerThere)).body)).not.toContain('After the edit')
    })

    it('shows a hide, a block and a moderator hiding a memory, made through the first, at once', async () => {
      const database = await openTestDatabase()
      const env = { SMTP_URL: mailbox.url }
      const first = await buildTestApp({ env, database, clock })
      const second = await buildTestApp({ env, database: await database.reopen!(), clock })
      const writer = await person(first, mailbox)
      const hider = await person(first, mailbox)
      const blocker = await person(first, mailbox)
      const moderator = await person(first, mailbox, 'moderator')
      const hidden = await share(writer.browser, { title: 'To be hidden by one reader' })
      const moderated = await share(writer.browser, { title: 'To be set aside by a moderator' })
      const rule = await violationReason(new TestBrowser(first))
      const readers = [hider, blocker].map((reader) => on(second, reader.browser))
      const shown = async (browser: TestBrowser) => titles((await feed(browser)).body)
      const page = (browser: TestBrowser, memory: Memory) => browser.get(MEMORY_PATHS.details(memory.hash_id))
      for (const reader of readers) {
        expect(await shown(reader)).toEqual(expect.arrayContaining([hidden.title, moderated.title]))
        expect((await page(reader, moderated)).statusCode).toBe(200)
      }

      expect((await hider.browser.get(MEMORY_PATHS.hide(hidden.hash_id))).statusCode).toBe(200)
      expect(await shown(readers[0]!)).not.toContain(hidden.title)
      expect(await shown(readers[1]!)).toContain(hidden.title)

      expect((await blocker.browser.post(CONNECTION_PATHS.block(writer.publicId))).statusCode).toBe(200)
      expect(await shown(readers[1]!)).not.toContain(moderated.title)
      expect((await page(readers[1]!, moderated)).statusCode).toBe(404)

      await reportAndHide(hider.browser, moderator.browser, moderated.shareable_link, rule)
      expect(await shown(readers[0]!)).not.toContain(moderated.title)
      expect((await page(readers[0]!, moderated)).statusCode).toBe(404)
      expect((await page(on(second, writer.browser), moderated)).statusCode).toBe(200)
    })
  })
