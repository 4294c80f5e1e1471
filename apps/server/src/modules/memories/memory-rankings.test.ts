import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { MEMORY_PATHS, type Memory, type MemoryCard, type Snippet } from '@kindred/contract/memories'
import { INTERACTION_PATHS } from '@kindred/contract/interactions'
import { DAY } from '../../lib/clock'
import { buildMemoriesApp, person, share, tagsOf } from '../../../test/memory-fixtures'
import { TestBrowser } from '../../../test/test-browser'

// The lists decision 031 rebuilt for a million memories: `sort=top` read from memory_scores, kept by
// triggers as votes and me-toos come and go, and the tag filter cut per tag at the page's depth.
type Page<T> = { results: T[]; page: number; limit: number; has_next: boolean }

const { app, mailbox, clock } = await buildMemoriesApp()
const author = await person(app, mailbox)
const readers = [await person(app, mailbox), await person(app, mailbox), await person(app, mailbox)]
const visitor = new TestBrowser(app)
const feelings = await tagsOf(visitor, 'feelings')
const afraid = feelings.get('afraid')!
const alone = feelings.get('alone')!

const shareAt = async (title: string, extra = {}) => {
  clock.advance(60_000)
  return share(author.browser, { title, ...extra })
}
const ids = (page: Page<{ hash_id: string }>) => page.results.map((m) => m.hash_id)
const top = async (browser: TestBrowser, query = '') =>
  (await browser.get(`${MEMORY_PATHS.feed}?sort=top${query}`)).json() as Page<MemoryCard>
const vote = (who: number, memory: Memory) =>
  readers[who]!.browser.post(INTERACTION_PATHS.vote, { shareable_link: memory.shareable_link })
const unvote = (who: number, memory: Memory) =>
  readers[who]!.browser.delete(INTERACTION_PATHS.vote, { shareable_link: memory.shareable_link })
const meToo = (who: number, memory: Memory) =>
  readers[who]!.browser.post(INTERACTION_PATHS.reaction, {
    target: 'memory',
    shareable_link: memory.shareable_link,
    reaction: 'me_too',
  })

describe('sort=top', () => {
  it('follows votes and me-toos as they are given and taken back, newest first among equals, page by page', async () => {
    const a = await shareAt('First of the month')
    const b = await shareAt('Second of the month')
    const c = await shareAt('Third of the month')
    const d = await shareAt('Fourth of the month')
    const forConnections = await shareAt('For my people', { visibility: 'connections' })
    const journal = await shareAt('Only mine', { visibility: 'private' })
    for (const res of [await vote(0, b), await vote(1, b), await meToo(2, b), await vote(0, c)])
      expect(res.statusCode).toBeLessThan(300)
    expect(ids(await top(visitor))).toEqual([b, c, d, a].map((m) => m.hash_id))

    // b down to 2, c up to 2: equal, so the newer (c) leads.
    expect((await unvote(1, b)).statusCode).toBeLessThan(300)
    expect((await meToo(1, c)).statusCode).toBeLessThan(300)
    const first = await top(visitor, '&limit=2')
    expect(first).toMatchObject({ has_next: true })
    expect(ids(first)).toEqual([c, b].map((m) => m.hash_id))
    const second = await top(visitor, '&limit=2&page=2')
    expect(ids(second)).toEqual([d, a].map((m) => m.hash_id))
    expect(second.has_next).toBe(false)

    // The author sees their connections-only memory among them; nobody sees the journal.
    const mine = ids(await top(author.browser))
    expect(mine).toContain(forConnections.hash_id)
    expect(mine).not.toContain(journal.hash_id)
    expect(ids(await top(visitor))).not.toContain(forConnections.hash_id)

    // Hidden by one reader: gone for them only. Deleted: gone for everyone.
    expect((await readers[0]!.browser.get(MEMORY_PATHS.hide(c.hash_id))).statusCode).toBe(200)
    expect(ids(await top(readers[0]!.browser))).toEqual([b, d, a].map((m) => m.hash_id))
    expect(ids(await top(visitor))[0]).toBe(c.hash_id)
    expect((await author.browser.delete(MEMORY_PATHS.details(d.hash_id))).statusCode).toBeLessThan(300)
    expect(ids(await top(visitor))).toEqual([c, b, a].map((m) => m.hash_id))
  })
})

describe('the tag filter at depth', () => {
  it('merges several tags without duplicates, newest first, and a hidden memory does not shorten a page', async () => {
    const tagged: Memory[] = []
    for (let i = 1; i <= 7; i++)
      tagged.push(
        await shareAt(`Tagged ${i}`, {
          tag_ids: i % 2 === 0 ? [afraid.id, alone.id] : i % 3 === 0 ? [alone.id] : [afraid.id],
        }),
      )
    const newest = [...tagged].reverse().map((m) => m.hash_id)
    const snippets = async (browser: TestBrowser, page: number) =>
      (
        await browser.get(`${MEMORY_PATHS.snippets(page, 3)}?tag_ids=${afraid.id},${alone.id}`)
      ).json() as Page<Snippet>
    const pages = [await snippets(visitor, 1), await snippets(visitor, 2), await snippets(visitor, 3)]
    expect(pages.flatMap(ids)).toEqual(newest)
    expect(pages.map((p) => p.has_next)).toEqual([true, true, false])

    // The reader hides the two newest: their first page of three is the next three, and still full.
    for (const hashId of newest.slice(0, 2))
      expect((await readers[1]!.browser.get(MEMORY_PATHS.hide(hashId))).statusCode).toBe(200)
    const theirs = [await snippets(readers[1]!.browser, 1), await snippets(readers[1]!.browser, 2)]
    expect(theirs.flatMap(ids)).toEqual(newest.slice(2))
    expect(theirs.map((p) => p.has_next)).toEqual([true, false])
  })
})

describe('search by relevance at depth', () => {
  it('ranks the newest hundred matches, then lists the older ones newest first, each memory once across pages', async () => {
    const body = 'We kept a lantern on the stairs so nobody would trip in the dark.'
    // The strongest match (the word in its title) but the oldest: outside the ranked hundred.
    const oldest = await share(author.browser, { title: 'Lantern', body })
    const others: Memory[] = []
    for (let i = 1; i <= 101; i++)
      others.push(await share(author.browser, { title: i === 60 ? 'The lantern' : `Evening ${i}`, body }))
    const newest = [...others].reverse()
    const found: string[] = []
    for (let page = 1; page <= 11; page++) {
      const res = await visitor.get(`${MEMORY_PATHS.search}?q=lantern&limit=10&page=${page}`)
      const results = (res.json() as Page<MemoryCard>).results
      found.push(...results.map((m) => m.hash_id))
    }
    expect(found).toHaveLength(102)
    expect(new Set(found).size).toBe(102)
    // Among the newest hundred, the one with the word in its title leads; the rest follow newest first.
    expect(found[0]).toBe(others[59]!.hash_id)
    // Past the hundred: the 101st newest, then the oldest, whatever its title.
    expect(found.slice(100)).toEqual([newest[100]!.hash_id, oldest.hash_id])
  })
})

describe('a month later', () => {
  it('keeps only the last 30 days: a month later, only what was shared since', async () => {
    // A day past the 31 days memory_scores keeps, so every row is due to leave.
    clock.advance(32 * DAY)
    expect((await top(visitor)).results).toEqual([])
    // Sessions have long expired by then: a person who joins now shares.
    const newcomer = await person(app, mailbox)
    const fresh = await share(newcomer.browser, { title: 'A new month' })
    // A new memory reaches the visitors' kept pages within VISITOR_CACHE_MS (decision 060).
    clock.advance(2000)
    expect(ids(await top(visitor))).toEqual([fresh.hash_id])
    // The rows that left the window were pruned by the new memory; the feed did not need them.
    const counted = await app.database.db.execute(sql`select count(*)::int as n from memory_scores`)
    expect((counted as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1)
  })
})
