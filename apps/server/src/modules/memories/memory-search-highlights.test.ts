import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { MEMORY_PATHS, type MemoryCard, type SearchResult } from '@kindred/contract/memories'
import { share } from '../../../test/memory-fixtures'
import { searchReaders } from '../../../test/search-fixtures'
import type { TestBrowser } from '../../../test/test-browser'
import { queryRows } from '../../lib/query-rows'
import { highlightsFromPositions } from './stored-highlights'

// Search highlights made from the stored vector's positions (decision 064), and the page that one
// statement chooses with the shared cards: what a reader sees must be what they saw before.

type Page = { results: SearchResult[]; has_next: boolean }

const { app, clock, author, friend, stranger, visitor, afraid } = await searchReaders()

const write = async (title: string, body: string, extra: Parameters<typeof share>[1] = {}) => {
  // A second apart: newest first is then their order, and the session outlives the suite.
  clock.advance(1_000)
  return share(author.browser, { title, body, ...extra })
}
const search = async (query: string, browser: TestBrowser = visitor) => {
  const res = await browser.get(`${MEMORY_PATHS.search}?${query}`)
  expect(res.statusCode).toBe(200)
  return res.json() as Page
}
const ids = (page: Page) => page.results.map((m) => m.hash_id)
const marks = (result: SearchResult) =>
  [...result.title_highlight, ...result.fragments.flat()].filter((p) => p.match).map((p) => p.text)
const filler = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')

/** What PostgreSQL's stored vector says of `title` and `body` for `q`, as the search statement reads it. */
async function stored(title: string, body: string, q: string) {
  const [row] = await queryRows<{ title_vector: string; found_vector: string; lexemes: string[] }>(
    app.database.db,
    sql`with v as (select setweight(to_tsvector('english', ${title}), 'A') || setweight(to_tsvector('english', ${body}), 'B') as search)
      select ts_filter(v.search, '{a}')::text as title_vector,
        ts_filter(setweight(v.search, 'd', tsvector_to_array(to_tsvector('english', ${q}))), '{d}')::text as found_vector,
        tsvector_to_array(to_tsvector('english', ${q})) as lexemes
      from v`,
  )
  return { title, body, ...row! }
}

describe('highlights from the stored positions', () => {
  it('marks the word PostgreSQL found, wherever its parser counts words differently from spaces', async () => {
    const texts = [
      ['A well-known kitchen', "Mother's kitchen, the co-op's shelves, 3.5 kg of flour; we didn't eat."],
      [
        'What he did to me',
        'Everything in the kitchen was re-done in 1.2.3 order: end.Then the kitchen-table.',
      ],
      ['Café naïve', 'The café kitchen at 12:30, x-ray-3 and abc-123, naïve cooks in the kitchen.'],
    ] as const
    for (const [title, body] of texts) {
      const highlights = highlightsFromPositions(await stored(title, body, 'kitchen'))
      expect(highlights).not.toBeNull()
      const found = [...highlights!.title_highlight, ...highlights!.fragments.flat()].filter((p) => p.match)
      expect(found.length).toBeGreaterThan(0)
      for (const part of found) expect(part.text.toLowerCase()).toMatch(/^kitchen/)
    }
  })

  it('gives up, for ts_headline to mark, where the counting cannot follow (a web address)', async () => {
    const body = 'See http://example.com/a/b?c=d and mail me@example.com about the kitchen.'
    expect(highlightsFromPositions(await stored('Links', body, 'kitchen'))).toBeNull()
  })
})

const far = await write(
  'Winter',
  `${filler(120)} the kitchen was cold ${filler(60)} and the kitchen light stayed on ${filler(40)}`,
)
const titled = await write('The kitchen', 'Nothing here names the room again, only the people in it.')
const linked = await write('Links', 'See http://example.com/a/b?c=d and then the kitchen table, every night.')
const hyphened = await write('Table', 'A kitchen-table talk, well-known to all of us, about the kitchen.')

describe('search with highlights from stored positions', () => {
  it('marks the words found far into a long body, in fragments of at most 24 words, in order', async () => {
    const [result] = (await search('q=light%20kitchen&sort=relevance')).results.filter(
      (r) => r.hash_id === far.hash_id,
    )
    expect(result!.fragments.length).toBeGreaterThan(0)
    expect(result!.fragments.length).toBeLessThanOrEqual(3)
    for (const fragment of result!.fragments) {
      const text = fragment.map((p) => p.text).join('')
      expect(text.split(/\s+/).length).toBeLessThanOrEqual(24)
      expect(far.body).toContain(text)
    }
    expect(marks(result!)).toEqual(['kitchen', 'kitchen', 'light'])
  })

  it('marks a title word and the body shows its first words when it names none', async () => {
    const [result] = (await search('q=kitchen')).results.filter((r) => r.hash_id === titled.hash_id)
    expect(result!.title_highlight).toEqual([
      { text: 'The ', match: false },
      { text: 'kitchen', match: true },
    ])
    expect(result!.fragments).toEqual([
      [{ text: 'Nothing here names the room again, only the', match: false }],
    ])
  })

  it('marks the right word after a web address, and hyphenated words whole or in part', async () => {
    const page = await search('q=kitchen')
    const link = page.results.find((r) => r.hash_id === linked.hash_id)!
    expect(marks(link)).toEqual(['kitchen'])
    const hyphen = page.results.find((r) => r.hash_id === hyphened.hash_id)!
    expect(marks(hyphen)).toEqual(['kitchen', 'kitchen'])
    expect(
      hyphen.fragments
        .flat()
        .map((p) => p.text)
        .join(''),
    ).toContain('kitchen-table talk')
  })

  it('a common word pages through every match once, title words first', async () => {
    for (let i = 0; i < 10; i++) await write(`Morning ${i}`, `The kitchen in the morning, number ${i}.`)
    const first = await search('q=kitchen&limit=10')
    const second = await search('q=kitchen&limit=10&page=2')
    expect(first.has_next).toBe(true)
    expect(second.has_next).toBe(false)
    const all = [...ids(first), ...ids(second)]
    expect(new Set(all).size).toBe(14)
    expect(first.results[0]!.hash_id).toBe(titled.hash_id)
    for (const result of [...first.results, ...second.results]) expect(marks(result)).toContain('kitchen')
  })

  it('a rare word finds its one memory', async () => {
    const rare = await write('Music', 'Grandfather played the harmonica on the porch.')
    const page = await search('q=harmonica')
    expect(ids(page)).toEqual([rare.hash_id])
    expect(marks(page.results[0]!)).toEqual(['harmonica'])
  })

  it('a word with a tag follows who may see what', async () => {
    const open = await write('Afraid', 'Afraid of the cellar door at night.', { tag_ids: [afraid.id] })
    const close = await write('Friends only', 'The cellar again, for friends.', {
      tag_ids: [afraid.id],
      visibility: 'connections',
    })
    await write('Private', 'The cellar, a journal.', { tag_ids: [afraid.id], visibility: 'private' })
    await write('Untagged', 'The cellar without a tag.')
    const q = `q=cellar&tag_ids=${afraid.id}&sort=newest`
    expect(ids(await search(q))).toEqual([open.hash_id])
    expect(ids(await search(q, stranger.browser))).toEqual([open.hash_id])
    expect(ids(await search(q, friend.browser))).toEqual([close.hash_id, open.hash_id])
    expect(ids(await search(q, author.browser))).toEqual([close.hash_id, open.hash_id])
    await friend.browser.get(MEMORY_PATHS.hide(close.hash_id))
    expect(ids(await search(q, friend.browser))).toEqual([open.hash_id])
  })

  it('shows the same cards as the feed, the author their own, and an edit at once', async () => {
    const feedCards = async (browser: TestBrowser) =>
      new Map(
        (
          (await browser.get(`${MEMORY_PATHS.feed}?limit=50`)).json() as { results: MemoryCard[] }
        ).results.map((card) => [card.hash_id, card]),
      )
    for (const browser of [visitor, stranger.browser, author.browser]) {
      const cards = await feedCards(browser)
      for (const { title_highlight, fragments, ...card } of (await search('q=kitchen', browser)).results) {
        expect(title_highlight.length).toBeGreaterThan(0)
        expect(fragments.length).toBeGreaterThan(0)
        expect(card).toEqual(cards.get(card.hash_id))
      }
    }
    expect((await search('q=harmonica', author.browser)).results[0]!.is_mine).toBe(true)
    const res = await author.browser.patch(MEMORY_PATHS.edit(titled.hash_id), {
      title: 'The pantry',
      body: 'Nothing here names the room again, only the people in it.',
    })
    expect(res.statusCode).toBe(200)
    for (const browser of [visitor, stranger.browser]) {
      expect(ids(await search('q=kitchen', browser))).not.toContain(titled.hash_id)
      const [pantry] = (await search('q=pantry', browser)).results
      expect(pantry!.title).toBe('The pantry')
      expect(marks(pantry!)).toEqual(['pantry'])
    }
  })
})
