import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  MEMORY_PATHS,
  type Memory,
  type MemoryCard,
  type SearchResult,
  type Snippet,
} from '@kindred/contract/memories'
import { queryRows } from '../../lib/query-rows'
import { buildMemoriesApp, person, share, tagsOf } from '../../../test/memory-fixtures'
import { TestBrowser } from '../../../test/test-browser'

// A memory stays in the language it was written in (issue 38, decision 082): the composer says
// which, answers carry it, search stems it in it, and the lists can be narrowed to one language.

type Page<T> = { results: T[]; has_next: boolean; next_cursor?: string }

const { app, mailbox, clock } = await buildMemoriesApp()
const author = await person(app, mailbox)
const reader = await person(app, mailbox)
const visitor = new TestBrowser(app)
const afraid = (await tagsOf(visitor, 'feelings')).get('afraid')!

const write = (memory: Parameters<typeof share>[1]) => {
  clock.advance(60_000)
  return share(author.browser, memory)
}
// Newest last; English unless said otherwise. Three in Spanish, two of them with the tag.
const kitchen = await write({
  title: 'The cold kitchen',
  body: 'The kitchen was always cold in the morning.',
})
const hermanas = await write({
  language: 'es',
  title: 'Mis hermanas',
  body: 'Recuerdo a mis hermanas cantando en la cocina cada mañana.',
  tag_ids: [afraid.id],
})
const school = await write({ title: 'The school play', body: 'Nobody came to my school play that year.' })
const abuela = await write({
  language: 'es',
  title: 'La casa de mi abuela',
  body: 'Mi abuela cocinaba frijoles los domingos y la casa olía a hogar.',
})
const window = await write({
  title: 'Waiting by the window',
  body: 'I remember waiting by the window for a car.',
  tag_ids: [afraid.id],
})
const miedo = await write({
  language: 'es',
  title: 'El miedo',
  body: 'Tenía miedo de la noche y de los gritos en la escalera.',
  tag_ids: [afraid.id],
})
const spanish = [miedo, abuela, hermanas].map((m) => m.hash_id)
const english = [window, school, kitchen].map((m) => m.hash_id)

const get = async <T>(url: string, browser: TestBrowser = visitor) => {
  const res = await browser.get(url)
  expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(200)
  return res.json() as Page<T>
}
const ids = (page: Page<{ hash_id: string }>) => page.results.map((m) => m.hash_id)

/** Every page of a list that goes on by a cursor, two at a time, as the app reads it. */
async function allPages(url: (cursor?: string) => string, browser: TestBrowser) {
  const seen: string[] = []
  let cursor: string | undefined
  for (let pages = 0; pages < 10; pages++) {
    const page = await get<{ hash_id: string }>(url(cursor), browser)
    seen.push(...ids(page))
    if (!page.has_next) return seen
    cursor = page.next_cursor
  }
  throw new Error('more than ten pages')
}
const withCursor = (base: string, cursor?: string) =>
  cursor ? `${base}&cursor=${encodeURIComponent(cursor)}` : base

describe("a memory's language", () => {
  it('is English unless the composer says otherwise, and every answer carries it', async () => {
    expect([kitchen.language, hermanas.language]).toEqual(['en', 'es'])
    const details = (await author.browser.get(MEMORY_PATHS.details(hermanas.hash_id))).json() as Memory
    expect(details.language).toBe('es')
    const feed = await get<MemoryCard>(`${MEMORY_PATHS.feed}?limit=50`, reader.browser)
    const languageOf = new Map(feed.results.map((m) => [m.hash_id, m.language]))
    expect(spanish.map((id) => languageOf.get(id))).toEqual(['es', 'es', 'es'])
    expect(english.map((id) => languageOf.get(id))).toEqual(['en', 'en', 'en'])
    const snippets = await get<Snippet>(`${MEMORY_PATHS.snippets(1, 50)}?tag_ids=${afraid.id}`)
    expect(snippets.results.map((s) => [s.hash_id, s.language])).toEqual([
      [miedo.hash_id, 'es'],
      [window.hash_id, 'en'],
      [hermanas.hash_id, 'es'],
    ])
    const found = await get<SearchResult>(`${MEMORY_PATHS.search}?q=abuela`)
    expect(found.results.map((r) => r.language)).toEqual(['es'])
  })

  it('narrows the feed, newest and top, to one language, for visitors and members, page by page', async () => {
    for (const browser of [visitor, reader.browser, author.browser]) {
      // The whole feed first: a visitor's answer is kept a moment (decision 028) and must not be
      // given for the narrowed one.
      expect(await allPages((c) => withCursor(`${MEMORY_PATHS.feed}?limit=2`, c), browser)).toEqual(
        [miedo, window, abuela, school, hermanas, kitchen].map((m) => m.hash_id),
      )
      for (const [language, expected] of [
        ['es', spanish],
        ['en', english],
      ] as const) {
        const feed = (c?: string) => withCursor(`${MEMORY_PATHS.feed}?limit=2&language=${language}`, c)
        expect(await allPages(feed, browser), `${language}`).toEqual(expected)
        // By page number too, as an old link asks.
        expect(ids(await get(`${MEMORY_PATHS.feed}?limit=2&page=2&language=${language}`, browser))).toEqual([
          expected[2],
        ])
        const top = (c?: string) =>
          withCursor(`${MEMORY_PATHS.feed}?limit=2&sort=top&language=${language}`, c)
        expect(new Set(await allPages(top, browser))).toEqual(new Set(expected))
      }
    }
  })

  it('narrows the snippets, with and without tags, and search without words', async () => {
    const snippets = (query: string) => (c?: string) =>
      withCursor(`${MEMORY_PATHS.snippets(1, 2)}?${query}`, c)
    for (const browser of [visitor, reader.browser]) {
      expect(await allPages(snippets('language=es'), browser)).toEqual(spanish)
      expect(await allPages(snippets(`language=es&tag_ids=${afraid.id}`), browser)).toEqual([
        miedo.hash_id,
        hermanas.hash_id,
      ])
      expect(await allPages(snippets(`language=en&tag_ids=${afraid.id}`), browser)).toEqual([window.hash_id])
      expect(ids(await get(`${MEMORY_PATHS.search}?language=es&sort=newest`, browser))).toEqual(spanish)
      expect(ids(await get(`${MEMORY_PATHS.search}?language=en&q=window`, browser))).toEqual([window.hash_id])
      expect(ids(await get(`${MEMORY_PATHS.search}?language=es&q=window`, browser))).toEqual([])
    }
  })

  it('refuses a language it does not know, in lists and in writing, and changes nothing', async () => {
    const count = async () =>
      (await queryRows<{ n: number }>(app.database.db, sql`select count(*)::int as n from memories`))[0]!.n
    const before = await count()
    for (const url of [
      `${MEMORY_PATHS.feed}?language=fr`,
      `${MEMORY_PATHS.feed}?language=ES`,
      `${MEMORY_PATHS.snippets(1, 10)}?language=`,
      `${MEMORY_PATHS.search}?q=abuela&language=spanish`,
    ]) {
      const res = await reader.browser.get(url)
      expect(res.statusCode, url).toBe(422)
      expect(res.json(), url).toMatchObject({ code: 'VALIDATION_FAILED' })
      expect(JSON.stringify(res.json().fields), url).toContain('language')
    }
    for (const language of ['fr', 'ES', '', null, 1]) {
      const created = await author.browser.post(MEMORY_PATHS.create, {
        title: 'Otra',
        body: 'Una memoria que no debería guardarse nunca.',
        mt: 1,
        language,
      })
      expect(created.statusCode, String(language)).toBe(422)
      const edited = await author.browser.patch(MEMORY_PATHS.edit(abuela.hash_id), { language })
      expect(edited.statusCode, String(language)).toBe(422)
    }
    expect(await count()).toBe(before)
    const saved = (await author.browser.get(MEMORY_PATHS.details(abuela.hash_id))).json() as Memory
    expect([saved.language, saved.edited_at]).toEqual(['es', null])
  })
})

describe('stemming follows the language', () => {
  it('re-stems a memory and moves it to its language’s lists when its language is corrected', async () => {
    const search = async (q: string) => ids(await get(`${MEMORY_PATHS.search}?q=${encodeURIComponent(q)}`))
    // Written in Spanish but saved as English: only its words as English stems them find it.
    const tortillas = await write({
      title: 'Tortillas',
      body: 'Mi madre cocinaba tortillas cuando llovía en el pueblo.',
      tag_ids: [afraid.id],
    })
    expect(await search('tortilla')).toEqual([tortillas.hash_id])
    expect(await search('llover')).toEqual([])
    const corrected = await author.browser.patch(MEMORY_PATHS.edit(tortillas.hash_id), { language: 'es' })
    expect(corrected.statusCode).toBe(200)
    expect((corrected.json() as Memory).language).toBe('es')
    expect(await search('llover')).toEqual([tortillas.hash_id])
    expect(await search('lloviendo pueblos')).toEqual([tortillas.hash_id])
    for (const list of [
      `${MEMORY_PATHS.feed}?sort=newest&limit=50`,
      `${MEMORY_PATHS.feed}?sort=top&limit=50`,
      `${MEMORY_PATHS.snippets(1, 50)}?tag_ids=${afraid.id}`,
    ]) {
      const listed = async (language: string) =>
        ids(await get(`${list}&language=${language}`, reader.browser))
      expect(await listed('es'), list).toContain(tortillas.hash_id)
      expect(await listed('en'), list).not.toContain(tortillas.hash_id)
    }
    // A change of the body alone is stemmed in the language saved.
    await author.browser.patch(MEMORY_PATHS.edit(tortillas.hash_id), {
      body: 'Mi madre cocinaba tortillas y cantaba canciones del pueblo.',
    })
    expect(await search('llover')).toEqual([])
    expect(await search('canción')).toEqual([tortillas.hash_id])
    expect(new Set(await search('cantar'))).toEqual(new Set([tortillas.hash_id, hermanas.hash_id]))
    // And back to English: the Spanish forms no longer find it, and still find the Spanish one.
    await author.browser.patch(MEMORY_PATHS.edit(tortillas.hash_id), { language: 'en' })
    expect(await search('canción')).toEqual([])
    expect(await search('cantar')).toEqual([hermanas.hash_id])
  })
})
