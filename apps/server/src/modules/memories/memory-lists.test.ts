import { describe, expect, it } from 'vitest'
import { MEMORY_PATHS, type Memory, type MemoryCard, type Snippet } from '@kindred/contract/memories'
import { DAY } from '../../lib/clock'
import { BODY, buildMemoriesApp, person, share, tagsOf } from '../../../test/memory-fixtures'
import { block, countStatements } from '../../../test/interaction-fixtures'
import { TestBrowser } from '../../../test/test-browser'

type Page<T> = { results: T[]; page: number; limit: number; has_next: boolean }

const { app, mailbox, clock } = await buildMemoriesApp()
const author = await person(app, mailbox)
const reader = await person(app, mailbox)
const visitor = new TestBrowser(app)
const feelings = await tagsOf(visitor, 'feelings')
const afraid = feelings.get('afraid')!
const alone = feelings.get('alone')!

// Twelve public memories, oldest first, a private one and a connections-only one by the author.
const publicOnes: Memory[] = []
for (let i = 1; i <= 12; i++) {
  clock.advance(60_000)
  publicOnes.push(
    await share(author.browser, { title: `Memory number ${i}`, tag_ids: i % 3 === 0 ? [afraid.id] : [] }),
  )
}
const journal = await share(author.browser, { title: 'Only mine', visibility: 'private' })
const forConnections = await share(author.browser, { title: 'For my people', visibility: 'connections' })
const newestFirst = [...publicOnes].reverse().map((m) => m.hash_id)

const feed = async (browser: TestBrowser, query = '') =>
  (await browser.get(`${MEMORY_PATHS.feed}${query}`)).json() as Page<MemoryCard>

describe('the feed', () => {
  it('shows a visitor public memories, newest first, ten a page, has_next from the page after', async () => {
    const first = await feed(visitor)
    expect(first).toMatchObject({ page: 1, limit: 10, has_next: true })
    expect(first.results.map((m) => m.hash_id)).toEqual(newestFirst.slice(0, 10))
    const second = await feed(visitor, '?page=2')
    expect(second.results.map((m) => m.hash_id)).toEqual(newestFirst.slice(10))
    expect(second.has_next).toBe(false)
    expect((await feed(visitor, '?page=3')).results).toEqual([])
  })

  it('shows the author their connections-only memory, and nobody their private journal', async () => {
    const mine = (await feed(author.browser, '?limit=100')).results.map((m) => m.hash_id)
    expect(mine[0]).toBe(forConnections.hash_id)
    expect(mine).not.toContain(journal.hash_id)
    const theirs = (await feed(reader.browser, '?limit=100')).results.map((m) => m.hash_id)
    expect(theirs).not.toContain(forConnections.hash_id)
    expect(theirs).not.toContain(journal.hash_id)
  })

  it('cuts long bodies to an excerpt at a word, and says so', async () => {
    const long = await share(author.browser, { title: 'A long one', body: `${'word '.repeat(300)}end` })
    // A new memory reaches the visitors' kept pages within VISITOR_CACHE_MS (decision 060).
    clock.advance(2000)
    const card = (await feed(visitor)).results.find((m) => m.hash_id === long.hash_id)!
    expect(card.excerpt.length).toBeLessThanOrEqual(600)
    expect(card.excerpt).toMatch(/word…$/)
    expect(card.truncated).toBe(true)
    expect(card).not.toHaveProperty('body')
    await author.browser.delete(MEMORY_PATHS.details(long.hash_id))
  })

  it('sort=top ranks the last 30 days by votes and me-too', async () => {
    const top = await feed(visitor, '?sort=top')
    // No votes yet: newest first among equals.
    expect(top.results.map((m) => m.hash_id)).toEqual(newestFirst.slice(0, 10))
    clock.advance(31 * DAY)
    expect((await feed(visitor, '?sort=top')).results).toEqual([])
    clock.advance(-31 * DAY)
  })
})

describe('one statement a list', () => {
  it('reads a page of ten with its authors and tags in one query, whatever the page; search too once its cards are shared', async () => {
    // Search chooses its page and reads where the words are in one statement; the cards come from the
    // shared cache, read in a second statement only when not yet kept (decision 064): the first
    // search reads them, the same memories in another order need nothing more.
    for (const [url, statements] of [
      [MEMORY_PATHS.feed, 1],
      [`${MEMORY_PATHS.feed}?page=2`, 1],
      [`${MEMORY_PATHS.snippets(1, 10)}?tag_ids=${afraid.id},${alone.id}`, 1],
      [`${MEMORY_PATHS.search}?q=memory`, 2],
      [`${MEMORY_PATHS.search}?q=memory&sort=newest`, 1],
    ] as const) {
      const counter = countStatements(app.database.db)
      expect((await visitor.get(url)).statusCode).toBe(200)
      expect({ url, statements: counter.stop() }).toEqual({ url, statements })
    }
  })
})

describe('snippets', () => {
  const snippets = async (browser: TestBrowser, page: number, tagIds = '') =>
    (await browser.get(`${MEMORY_PATHS.snippets(page, 10)}?tag_ids=${tagIds}`)).json() as Page<Snippet>

  it('lists recent snippets of at most 200 characters', async () => {
    const page = await snippets(visitor, 1)
    expect(page.results.map((s) => s.hash_id)).toEqual(newestFirst.slice(0, 10))
    expect(page.results[0]!).toMatchObject({
      snippet: BODY,
      truncated: false,
      counts: { me_too: 0, comments: 0 },
    })
    expect(page.has_next).toBe(true)
  })

  it('filters by tags: memories with any of them', async () => {
    const tagged = newestFirst.filter((_, i) => (12 - i) % 3 === 0)
    expect((await snippets(visitor, 1, String(afraid.id))).results.map((s) => s.hash_id)).toEqual(tagged)
    expect((await snippets(visitor, 1, `${afraid.id},${alone.id}`)).results.map((s) => s.hash_id)).toEqual(
      tagged,
    )
    expect((await snippets(visitor, 1, String(alone.id))).results).toEqual([])
  })
})

describe('my memories', () => {
  it('lists everything the person wrote, private ones included; a visitor gets 401', async () => {
    const res = await author.browser.get(`${MEMORY_PATHS.mine}?limit=3`)
    const page = res.json() as Page<MemoryCard>
    expect(page.results.map((m) => m.hash_id)).toEqual([
      forConnections.hash_id,
      journal.hash_id,
      newestFirst[0],
    ])
    expect(page.has_next).toBe(true)
    expect((await reader.browser.get(MEMORY_PATHS.mine)).json()).toMatchObject({
      results: [],
      has_next: false,
    })
    expect((await visitor.get(MEMORY_PATHS.mine)).statusCode).toBe(401)
  })
})

describe("a person's other memories", () => {
  it('lists up to five other public ones under their name, leaving out the one being read', async () => {
    const res = await visitor.get(
      `${MEMORY_PATHS.userMemories(author.publicId, 5)}?exclude=${newestFirst[0]}`,
    )
    expect((res.json() as { results: MemoryCard[] }).results.map((m) => m.hash_id)).toEqual(
      newestFirst.slice(1, 6),
    )
  })

  it('shows nothing of theirs to someone they blocked, nor of someone who blocked the reader', async () => {
    const others = async (browser: TestBrowser, of: string) =>
      ((await browser.get(MEMORY_PATHS.userMemories(of, 5))).json() as { results: MemoryCard[] }).results
    const blocked = await person(app, mailbox)
    expect(await others(blocked.browser, author.publicId)).toHaveLength(5)
    await block(app, author.id, blocked.id)
    expect(await others(blocked.browser, author.publicId)).toEqual([])
    // Either way round: the one who blocked no longer sees the other's memories either.
    const theirs = await share(blocked.browser, { title: 'Mine, after the block' })
    expect((await others(visitor, blocked.publicId)).map((m) => m.hash_id)).toEqual([theirs.hash_id])
    expect(await others(author.browser, blocked.publicId)).toEqual([])
    // The lists below count the memories above: this one leaves again.
    expect((await blocked.browser.delete(MEMORY_PATHS.details(theirs.hash_id))).statusCode).toBeLessThan(300)
  })
})

describe('bulk', () => {
  it('answers the memories you may read in the order asked, and the rest as missing', async () => {
    const links = [
      publicOnes[2]!.shareable_link,
      journal.shareable_link,
      'no-such-memory-abc123',
      publicOnes[0]!.shareable_link,
    ]
    const res = await reader.browser.get(`${MEMORY_PATHS.bulk}?shareable_links=${links.join(',')}`)
    const body = res.json() as { results: { hash_id: string }[]; missing: string[] }
    expect(body.results.map((m) => m.hash_id)).toEqual([publicOnes[2]!.hash_id, publicOnes[0]!.hash_id])
    expect(body.missing).toEqual([journal.shareable_link, 'no-such-memory-abc123'])
  })

  it('refuses more than 50 links with 422', async () => {
    const links = Array.from({ length: 51 }, (_, i) => `memory-${i}`).join(',')
    expect((await visitor.get(`${MEMORY_PATHS.bulk}?shareable_links=${links}`)).statusCode).toBe(422)
  })
})

describe('hiding a memory', () => {
  it('takes it out of your own lists only, and un-hiding brings it back', async () => {
    const target = publicOnes[11]!.hash_id
    const hidden = await reader.browser.get(MEMORY_PATHS.hide(target))
    expect(hidden.json()).toEqual({ hash_id: target, hidden: true })
    expect((await reader.browser.get(MEMORY_PATHS.hide(target))).statusCode).toBe(200)
    expect((await feed(reader.browser)).results.map((m) => m.hash_id)).not.toContain(target)
    const tagged = (
      await reader.browser.get(`${MEMORY_PATHS.snippets(1, 10)}?tag_ids=${afraid.id}`)
    ).json() as Page<Snippet>
    expect(tagged.results.map((s) => s.hash_id)).not.toContain(target)
    expect((await feed(author.browser)).results.map((m) => m.hash_id)).toContain(target)
    const details = await reader.browser.get(MEMORY_PATHS.details(target))
    expect(details.json()).toMatchObject({ hash_id: target, hidden_by_me: true })
    expect((await author.browser.get(MEMORY_PATHS.details(target))).json()).toMatchObject({
      hidden_by_me: false,
    })

    expect((await reader.browser.delete(MEMORY_PATHS.hide(target))).json()).toEqual({
      hash_id: target,
      hidden: false,
    })
    expect((await feed(reader.browser)).results[0]!.hash_id).toBe(target)
  })

  it('is a state-changing GET: refused without the CSRF header or from another site', async () => {
    const target = publicOnes[10]!.hash_id
    const noHeader = await reader.browser.get(MEMORY_PATHS.hide(target), { auth: false })
    expect([401, 403]).toContain(noHeader.statusCode)
    const crossSite = await reader.browser.get(MEMORY_PATHS.hide(target), {
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(crossSite.statusCode).toBe(403)
    expect((await feed(reader.browser)).results.map((m) => m.hash_id)).toContain(target)
  })

  it('answers 404 for a memory you cannot read, and 401 for a visitor', async () => {
    expect((await reader.browser.get(MEMORY_PATHS.hide(journal.hash_id))).statusCode).toBe(404)
    expect((await visitor.get(MEMORY_PATHS.hide(publicOnes[0]!.hash_id))).statusCode).toBe(401)
  })
})
