import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { CONNECTION_PATHS } from '@kindred/contract/connections'
import { MEMORY_PATHS, type SearchResult } from '@kindred/contract/memories'
import { person, share } from '../../../test/memory-fixtures'
import { searchReaders } from '../../../test/search-fixtures'
import type { TestBrowser } from '../../../test/test-browser'
import { queryRows } from '../../lib/query-rows'
import { plainWords, searchGate } from './search-paths'

// Plain words are searched by one statement that walks the newest memories for a common word and
// reads the text index for a rare one, deciding from PostgreSQL's statistics (decision 070). Which
// way it goes must never change what anyone is shown: each page here is compared with the same
// search written so that it is planned for its words, as every search was before ("quoted").

type Page = { results: SearchResult[]; has_next: boolean }

const { app, mailbox, clock, author, friend, stranger, visitor, afraid } = await searchReaders()
const muter = await person(app, mailbox)

// 150 memories, nine in ten with "kitchen" (a common word), one in ten with "harmonica"; some for
// connections only, some anonymous, some tagged, some with "kitchen" in the title.
const written: string[] = []
for (let i = 0; i < 150; i++) {
  clock.advance(1_000)
  const memory = await share(author.browser, {
    title: i % 7 === 0 ? `The kitchen, ${i}` : `Morning ${i}`,
    body: `In the ${i % 10 === 5 ? 'garden' : 'kitchen'}, morning ${i}${i % 10 === 0 ? ', a harmonica played' : ''}. ${'We sat. '.repeat(i % 5)}`,
    visibility: i % 6 === 0 ? 'connections' : 'public',
    anonymous: i % 4 === 1,
    ...(i % 3 === 0 ? { tag_ids: [afraid.id] } : {}),
  })
  written.push(memory.hash_id)
}
await friend.browser.get(MEMORY_PATHS.hide(written[149]!))
expect((await muter.browser.post(CONNECTION_PATHS.mute(author.publicId))).statusCode).toBe(200)
// The statistics the decision reads (PostgreSQL's autovacuum keeps them; PGlite has none).
await app.database.db.execute(sql`analyze memories`)

const search = async (browser: TestBrowser, query: string) => {
  const res = await browser.get(`${MEMORY_PATHS.search}?${query}`)
  expect(res.statusCode).toBe(200)
  return res.json() as Page
}
const walks = async (words: string, depth = 100) =>
  (
    await queryRows<{ walk: boolean }>(
      app.database.db,
      sql`${searchGate(words, depth)} select walk from gate`,
    )
  )[0]!.walk

describe('search by plain words, one way or the other', () => {
  it('walks the newest memories for a common word and reads the index for a rare one', async () => {
    expect(await walks('kitchen')).toBe(true)
    expect(await walks('Kitchens')).toBe(true)
    expect(await walks('harmonica')).toBe(false)
    expect(await walks('kitchen harmonica')).toBe(false)
    expect(await walks('zebracorn')).toBe(false)
    // Only words the stemmer drops: nothing to find, nothing to walk.
    expect(await walks('the and of')).toBe(false)
    // A database of 150 memories is not walked for a thousand matches.
    expect(await walks('kitchen', 1_000)).toBe(false)
  })

  it('tells plain words from what web search reads as phrases, exclusions and "or"', () => {
    expect(plainWords('kitchen morning')).toBe(true)
    expect(plainWords('Café naïve 3')).toBe(true)
    for (const words of [
      '"kitchen"',
      'kitchen -morning',
      'kitchen or morning',
      'OR kitchen',
      'kitchen-table',
      '3.5',
    ])
      expect(plainWords(words)).toBe(false)
  })

  it('shows everyone the same pages either way, with what they may see and have not hidden', async () => {
    const readers = [visitor, stranger.browser, friend.browser, author.browser, muter.browser]
    const queries = (q: string) => [
      `q=${q}`,
      `q=${q}&page=2`,
      `q=${q}&sort=newest&limit=20`,
      `q=${q}&tag_ids=${afraid.id}`,
      `q=${q}&tag_ids=${afraid.id}&sort=newest`,
      `q=${q}&mt=1&limit=50`,
    ]
    let compared = 0
    for (const reader of readers)
      for (const word of ['kitchen', 'harmonica']) {
        const quoted = queries(encodeURIComponent(`"${word}"`))
        for (const [i, query] of queries(word).entries()) {
          const plain = await search(reader, query)
          expect(plain).toEqual(await search(reader, quoted[i]!))
          compared += plain.results.length
        }
      }
    expect(compared).toBeGreaterThan(500)
    // What each reader may see, on the walked way: the friend their friend's connections-only
    // memories but not the one they hid, the muter none of the author's named ones.
    const seen = async (reader: TestBrowser) =>
      new Set((await search(reader, 'q=kitchen&sort=newest&limit=100')).results.map((r) => r.hash_id))
    const friendSees = await seen(friend.browser)
    expect(friendSees.has(written[114]!)).toBe(true)
    expect(friendSees.has(written[149]!)).toBe(false)
    expect((await seen(visitor)).has(written[114]!)).toBe(false)
    const muted = (await search(muter.browser, 'q=kitchen&sort=newest&limit=100')).results
    expect(muted.length).toBeGreaterThan(0)
    for (const result of muted) expect(result.author).toBeNull()
  })
})
