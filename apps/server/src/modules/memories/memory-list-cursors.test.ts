import { describe, expect, it } from 'vitest'
import { MEMORY_PATHS, type Memory } from '@kindred/contract/memories'
import { INTERACTION_PATHS } from '@kindred/contract/interactions'
import { buildMemoriesApp, person, share, tagsOf } from '../../../test/memory-fixtures'
import { block, countStatements } from '../../../test/interaction-fixtures'
import { TestBrowser } from '../../../test/test-browser'

// Lists that go on by a cursor (decision 063): the page after is read from where the page before
// ended, so it costs what the first costs and new memories at the top move nothing.
type Page = {
  results: { hash_id: string; shareable_link: string }[]
  page: number
  limit: number
  has_next: boolean
  next_cursor?: string
}

const { app, mailbox, clock } = await buildMemoriesApp()
const author = await person(app, mailbox)
const reader = await person(app, mailbox)
const blocked = await person(app, mailbox)
const voters = [await person(app, mailbox), await person(app, mailbox)]
const visitor = new TestBrowser(app)
const feelings = await tagsOf(visitor, 'feelings')
const afraid = feelings.get('afraid')!
const alone = feelings.get('alone')!

const shareAt = async (browser: TestBrowser, memory: Parameters<typeof share>[1] = {}) => {
  // A second apart: well within the 15 minutes of the sessions' access tokens.
  clock.advance(1_000)
  return share(browser, memory)
}

// Public memories, a third tagged "afraid", a few "alone"; and what the rules keep from some readers:
// the blocked person's named and anonymous memories, one the reader hid, one for connections, one
// private.
const publicOnes: Memory[] = []
for (let i = 1; i <= 17; i++)
  publicOnes.push(
    await shareAt(author.browser, {
      title: `Memory number ${i}`,
      tag_ids: i % 3 === 0 ? [afraid.id] : i % 5 === 0 ? [alone.id] : [],
    }),
  )
const blockedNamed = await shareAt(blocked.browser, {
  title: 'Named, by someone blocked',
  tag_ids: [afraid.id],
})
const blockedAnonymous = await shareAt(blocked.browser, {
  title: 'Anonymous, by someone blocked',
  anonymous: true,
  tag_ids: [afraid.id],
})
await shareAt(author.browser, { title: 'For my people', visibility: 'connections', tag_ids: [afraid.id] })
await shareAt(author.browser, { title: 'Only mine', visibility: 'private', tag_ids: [afraid.id] })
await block(app, reader.id, blocked.id)
const hiddenOne = publicOnes[4]!
expect((await reader.browser.get(MEMORY_PATHS.hide(hiddenOne.hash_id))).statusCode).toBe(200)
// Votes and me-toos, so the top feed has ties and an order of its own.
for (const [who, memory] of [
  [0, publicOnes[2]],
  [1, publicOnes[2]],
  [0, publicOnes[9]],
  [0, blockedAnonymous],
  [1, publicOnes[15]],
] as const)
  expect(
    (await voters[who]!.browser.post(INTERACTION_PATHS.vote, { shareable_link: memory!.shareable_link }))
      .statusCode,
  ).toBeLessThan(300)
// Past the visitors' kept answers (VISITOR_CACHE_MS), so every read below sees the votes.
clock.advance(5_000)

const read = async (browser: TestBrowser, url: string) => {
  const res = await browser.get(url)
  expect({ url, status: res.statusCode }).toEqual({ url, status: 200 })
  return res.json() as Page
}
const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`

/** Every page by number, then every page by cursor: the items, the pages' sizes and has_next. */
async function bothWays(browser: TestBrowser, list: (page: number) => string) {
  const byNumber: Page[] = []
  for (let page = 1; page === 1 || byNumber.at(-1)!.has_next; page++)
    byNumber.push(await read(browser, list(page)))
  const byCursor: Page[] = [byNumber[0]!]
  while (byCursor.at(-1)!.has_next) {
    const cursor = byCursor.at(-1)!.next_cursor
    expect(cursor).toEqual(expect.any(String))
    byCursor.push(await read(browser, withQuery(list(byCursor.length + 1), `cursor=${cursor}`)))
  }
  const shape = (pages: Page[]) =>
    pages.map((page) => ({ page: page.page, ids: page.results.map((m) => m.hash_id), more: page.has_next }))
  return { byNumber: shape(byNumber), byCursor: shape(byCursor) }
}

const LISTS = {
  'the feed, newest': (page: number) => `${MEMORY_PATHS.feed}?limit=4&page=${page}`,
  'the feed, top': (page: number) => `${MEMORY_PATHS.feed}?limit=4&sort=top&page=${page}`,
  snippets: (page: number) => MEMORY_PATHS.snippets(page, 4),
  'snippets with tags': (page: number) =>
    `${MEMORY_PATHS.snippets(page, 2)}?tag_ids=${afraid.id},${alone.id}`,
}
const READERS = { 'a visitor': visitor, 'a member who blocked and hid': reader.browser }

describe('a cursor reads the same pages as page numbers', () => {
  for (const [listName, list] of Object.entries(LISTS))
    for (const [readerName, browser] of Object.entries(READERS))
      it(`${listName}, for ${readerName}`, async () => {
        const { byNumber, byCursor } = await bothWays(browser, list)
        expect(byNumber.length).toBeGreaterThan(2)
        expect(byCursor).toEqual(byNumber)
        expect(byNumber.at(-1)!.more).toBe(false)
      })

  it('leaves out for the member what the page path leaves out, and only that', async () => {
    const all = (await bothWays(reader.browser, LISTS['the feed, newest'])).byCursor.flatMap((p) => p.ids)
    expect(all).not.toContain(hiddenOne.hash_id)
    expect(all).not.toContain(blockedNamed.hash_id)
    // An anonymous memory stays whoever its author blocked: leaving it out would say whose it is.
    expect(all).toContain(blockedAnonymous.hash_id)
    const visitors = (await bothWays(visitor, LISTS['the feed, newest'])).byCursor.flatMap((p) => p.ids)
    expect(visitors).toContain(hiddenOne.hash_id)
    expect(visitors).toContain(blockedNamed.hash_id)
  })

  it('gives no cursor on the last page', async () => {
    const last = await read(visitor, `${MEMORY_PATHS.feed}?limit=100`)
    expect(last.has_next).toBe(false)
    expect(last).not.toHaveProperty('next_cursor')
  })

  it('reads a page by cursor in one statement, as the first page', async () => {
    const first = await read(reader.browser, `${MEMORY_PATHS.feed}?limit=4`)
    const firstTop = await read(visitor, `${MEMORY_PATHS.feed}?limit=4&sort=top`)
    for (const [browser, url] of [
      [visitor, `${MEMORY_PATHS.feed}?limit=4&page=2&cursor=${first.next_cursor}`],
      [visitor, `${MEMORY_PATHS.feed}?limit=4&sort=top&page=2&cursor=${firstTop.next_cursor}`],
      [visitor, `${MEMORY_PATHS.snippets(2, 4)}?tag_ids=${afraid.id}&cursor=${first.next_cursor}`],
    ] as const) {
      const counter = countStatements(app.database.db)
      await read(browser, url)
      expect({ url, statements: counter.stop() }).toEqual({ url, statements: 1 })
    }
  })
})

describe('memories that arrive between pages', () => {
  it('move nothing: the pages after go on from the last one seen, without repeats or gaps', async () => {
    for (const browser of [visitor, reader.browser]) {
      const before = (await bothWays(browser, LISTS['the feed, newest'])).byNumber.flatMap((p) => p.ids)
      const first = await read(browser, `${MEMORY_PATHS.feed}?limit=4`)
      const arrived = [await shareAt(author.browser), await shareAt(author.browser)]
      clock.advance(5_000)
      const seen = first.results.map((m) => m.hash_id)
      let page = first
      while (page.has_next) {
        page = await read(browser, `${MEMORY_PATHS.feed}?limit=4&cursor=${page.next_cursor}`)
        seen.push(...page.results.map((m) => m.hash_id))
      }
      expect(seen).toEqual(before)
      // By page number, the same walk would have shown the third and fourth memories again on page 2.
      const second = await read(browser, `${MEMORY_PATHS.feed}?limit=4&page=2`)
      expect(second.results[0]!.hash_id).toBe(before[2])
      for (const memory of arrived) await author.browser.delete(MEMORY_PATHS.details(memory.hash_id))
      clock.advance(5_000)
    }
  })

  it('in the top feed, keep the place where the person was: a memory that rises is not shown twice', async () => {
    const first = await read(visitor, `${MEMORY_PATHS.feed}?limit=4&sort=top`)
    const riser = (await read(visitor, `${MEMORY_PATHS.feed}?limit=4&sort=top&page=2`)).results[1]!
    // A memory of the second page gains two votes and goes above the first page's last one.
    for (const voter of [await person(app, mailbox), await person(app, mailbox)])
      await voter.browser.post(INTERACTION_PATHS.vote, { shareable_link: riser.shareable_link })
    clock.advance(5_000)
    const rest: string[] = []
    let page = first
    while (page.has_next) {
      page = await read(visitor, `${MEMORY_PATHS.feed}?limit=4&sort=top&cursor=${page.next_cursor}`)
      rest.push(...page.results.map((m) => m.hash_id))
    }
    const seen = [...first.results.map((m) => m.hash_id), ...rest]
    expect(new Set(seen).size).toBe(seen.length)
    // It ranks above where the person is now: they meet it when they start the list again.
    expect(rest).not.toContain(riser.hash_id)
    // By page number, the first page's last memory would come again at the top of page 2.
    const second = await read(visitor, `${MEMORY_PATHS.feed}?limit=4&sort=top&page=2`)
    expect(second.results[0]!.hash_id).toBe(first.results[3]!.hash_id)
  })
})

describe('a cursor the list did not give', () => {
  it('is refused with 400 CURSOR_INVALID, whatever was wrong with it', async () => {
    const newest = (await read(visitor, `${MEMORY_PATHS.feed}?limit=2`)).next_cursor!
    const top = (await read(visitor, `${MEMORY_PATHS.feed}?limit=2&sort=top`)).next_cursor!
    const altered = `${newest.slice(0, -2)}${newest.endsWith('AA') ? 'BB' : 'AA'}`
    for (const url of [
      `${MEMORY_PATHS.feed}?cursor=nonsense`,
      `${MEMORY_PATHS.feed}?cursor=n.5`,
      `${MEMORY_PATHS.feed}?cursor=${altered}`,
      // Another order's place means nothing here.
      `${MEMORY_PATHS.feed}?cursor=${top}`,
      `${MEMORY_PATHS.feed}?sort=top&cursor=${newest}`,
      `${MEMORY_PATHS.snippets(2, 10)}?cursor=${top}`,
    ]) {
      const res = await reader.browser.get(url)
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 })
      expect(res.json()).toMatchObject({
        code: 'CURSOR_INVALID',
        message: expect.stringMatching(/first page/),
      })
    }
    // Longer than any cursor the server gives: the contract refuses it before anything is read.
    expect((await visitor.get(`${MEMORY_PATHS.feed}?cursor=${'a'.repeat(201)}`)).statusCode).toBe(422)
    // The right one still works after.
    expect((await visitor.get(`${MEMORY_PATHS.feed}?cursor=${newest}`)).statusCode).toBe(200)
  })
})
