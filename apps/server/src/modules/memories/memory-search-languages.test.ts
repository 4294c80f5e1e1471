import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { MEMORY_PATHS, type SearchResult } from '@kindred/contract/memories'
import { queryRows } from '../../lib/query-rows'
import { buildMemoriesApp, person, share } from '../../../test/memory-fixtures'
import { TestBrowser } from '../../../test/test-browser'
import { searchGate } from './search-paths'

// Search stems each memory in its own language (decision 082): a Spanish memory is found by any
// form of its words the Spanish stemmer makes one, an English one as before, and never one language's
// memory by the other language's stem of the words. Checked on both ways plain words are found
// (the walk over the newest memories and the text index, decision 070) and on words planned for
// their values (a quoted phrase).

type Page = { results: SearchResult[]; has_next: boolean }

const { app, mailbox, clock } = await buildMemoriesApp()
const author = await person(app, mailbox)
const visitor = new TestBrowser(app)

const write = (memory: Parameters<typeof share>[1]) => {
  clock.advance(1_000)
  return share(author.browser, memory)
}
// Sixteen of each language, so that their words are common enough to be walked for (below), and
// the two memories the checks are about. "records" and "recorded" are `record` to the English
// stemmer, and so is "recordaba" to the Spanish one: the trap of stemming a query in both.
const songs: string[] = []
const records: string[] = []
for (let i = 0; i < 16; i++) {
  songs.push(
    (
      await write({
        language: 'es',
        title: `Canciones ${i}`,
        body: `Mis hermanas y yo cantábamos en la cocina ${i}.`,
      })
    ).hash_id,
  )
  records.push(
    (await write({ title: `Records ${i}`, body: `We played old records in the kitchen, night ${i}.` }))
      .hash_id,
  )
}
const sisters = await write({
  language: 'es',
  title: 'Mis hermanas',
  body: 'Recuerdo a mis hermanas cantando en la cocina; yo recordaba cada canción de memoria.',
})
const recorded = await write({
  title: 'The tapes',
  body: 'My father recorded every game on tapes and kept them by the kitchen door.',
})
// The statistics the choice of way reads (PostgreSQL's autovacuum keeps them; PGlite has none).
await app.database.db.execute(sql`analyze memories`)

const search = async (query: string) => {
  const res = await visitor.get(`${MEMORY_PATHS.search}?${query}`)
  expect(res.statusCode, query).toBe(200)
  return res.json() as Page
}
const ids = (page: Page) => page.results.map((m) => m.hash_id)
/** Every match of `words`, page after page, newest first, as one list. */
async function everyMatch(words: string, limit: number, narrowed = '') {
  const found: string[] = []
  for (let page = 1; page < 20; page++) {
    const answer = await search(
      `q=${encodeURIComponent(words)}&sort=newest&limit=${limit}&page=${page}${narrowed}`,
    )
    found.push(...ids(answer))
    if (!answer.has_next) return found
  }
  throw new Error('too many pages')
}
const walks = async (words: string, depth: number, language?: 'en' | 'es') =>
  (
    await queryRows<{ walk: boolean }>(
      app.database.db,
      sql`${searchGate(words, depth, language)} select walk from gate`,
    )
  )[0]!.walk

describe('search in each memory language', () => {
  it('finds a Spanish memory by other forms of its words, and only Spanish memories by them', async () => {
    for (const words of ['hermana', 'recuerdos', 'recordábamos', 'recordar', 'canciones'])
      expect(ids(await search(`q=${encodeURIComponent(words)}&limit=50`)), words).toContain(sisters.hash_id)
    expect(ids(await search('q=recuerdos%20recordar'))).toEqual([sisters.hash_id])
    expect(new Set(ids(await search('q=hermana&limit=50')))).toEqual(new Set([sisters.hash_id, ...songs]))
    // The English memories have `record` too (records, recorded), as the Spanish stem of these words.
    const trap = await queryRows<{ caught: boolean }>(
      app.database.db,
      sql`select search @@ websearch_to_tsquery('spanish', 'recordábamos') as caught from memories where hash_id = ${recorded.hash_id}`,
    )
    expect(trap).toEqual([{ caught: true }])
    for (const words of ['recordábamos', 'recordaba', '"recordaba"'])
      expect(ids(await search(`q=${encodeURIComponent(words)}&limit=50`)), words).toEqual([sisters.hash_id])
  })

  it('finds English memories by their English forms as before, and never a Spanish one by them', async () => {
    // "records" stays `records` in Spanish, and the Spanish memory's `record` is not found by it.
    expect(await everyMatch('recording', 50)).toEqual([recorded.hash_id, ...[...records].reverse()])
    expect(await everyMatch('"records"', 50)).toEqual([recorded.hash_id, ...[...records].reverse()])
    expect(ids(await search('q=kitchens&limit=50&sort=newest'))).toEqual([
      recorded.hash_id,
      ...[...records].reverse(),
    ])
  })

  it('finds the same memories walking the newest ones as through the text index', async () => {
    // The first pages of four are walked (34 memories, half of them with the word); the later
    // ones, and the relevance window of 100, read the index.
    expect(await walks('hermanas', 5)).toBe(true)
    expect(await walks('recordaba', 5)).toBe(true)
    expect(await walks('records', 5)).toBe(true)
    expect(await walks('hermanas', 100)).toBe(false)
    const spanish = [sisters.hash_id, ...[...songs].reverse()]
    expect(await everyMatch('hermanas', 4)).toEqual(spanish)
    expect(await everyMatch('hermanas cocina', 4)).toEqual(spanish)
    expect(await everyMatch('recordaba', 4)).toEqual([sisters.hash_id])
    expect(await everyMatch('records', 4)).toEqual([recorded.hash_id, ...[...records].reverse()])
    // The index way and the words planned for their values find the same.
    expect(new Set(ids(await search('q=hermanas&limit=50')))).toEqual(new Set(spanish))
    expect(new Set(ids(await search(`q=${encodeURIComponent('"hermanas"')}&limit=50`)))).toEqual(
      new Set(spanish),
    )
  })

  it('narrowed to a language, reads the words in it alone, either way', async () => {
    // Half of the memories are Spanish: a Spanish word common among them is walked for through
    // their own index entries; an English word has no Spanish reading to walk for.
    expect(await walks('hermanas', 5, 'es')).toBe(true)
    expect(await walks('records', 5, 'es')).toBe(false)
    expect(await walks('records', 5, 'en')).toBe(true)
    const spanish = [sisters.hash_id, ...[...songs].reverse()]
    expect(await everyMatch('hermanas', 4, '&language=es')).toEqual(spanish)
    expect(await everyMatch('hermanas', 4, '&language=en')).toEqual([])
    expect(await everyMatch('records', 4, '&language=es')).toEqual([])
    expect(await everyMatch('recordaba', 4, '&language=en')).toEqual([])
    expect(await everyMatch('recording', 50, '&language=en')).toEqual([
      recorded.hash_id,
      ...[...records].reverse(),
    ])
    expect(ids(await search(`q=${encodeURIComponent('"mis hermanas" memoria')}&language=es`))).toEqual([
      sisters.hash_id,
    ])
  })

  it('marks the words found in Spanish, from the stored positions or by PostgreSQL', async () => {
    const [found] = (await search('q=hermana&limit=1')).results
    expect(found!.title_highlight).toEqual([
      { text: 'Mis ', match: false },
      { text: 'hermanas', match: true },
    ])
    // "canción" is `cancion` to the stemmer: not the word's start, so ts_headline marks it.
    const [song] = (await search('q=canciones&sort=newest&limit=1')).results
    expect(song!.hash_id).toBe(sisters.hash_id)
    expect(song!.fragments.flat().filter((part) => part.match)).toEqual([{ text: 'canción', match: true }])
  })
})
