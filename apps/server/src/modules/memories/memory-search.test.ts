import { sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { MEMORY_PATHS, type SearchResult } from '@kindred/contract/memories'
import { buildMemoriesApp, person, share, tagsOf } from '../../../test/memory-fixtures'
import { TestBrowser } from '../../../test/test-browser'

type Page = { results: SearchResult[]; has_next: boolean }

const { app, mailbox, clock } = await buildMemoriesApp()
const author = await person(app, mailbox)
const reader = await person(app, mailbox)
const visitor = new TestBrowser(app)
const afraid = (await tagsOf(visitor, 'feelings')).get('afraid')!

const write = async (title: string, body: string, extra: Parameters<typeof share>[1] = {}) => {
  clock.advance(60_000)
  return share(author.browser, { title, body, ...extra })
}
const garden = await write(
  'The garden',
  'My grandmother grew tomatoes and we hid there when the shouting started.',
  {
    age_range: '6-11',
  },
)
const hiding = await write(
  'Hiding',
  'I was hiding under the stairs with my brother while the storm of shouting went on.',
  {
    mt: 2,
    tag_ids: [afraid.id],
  },
)
const today = await write(
  'Today',
  'Loud voices still make my shoulders tight, even in a quiet office with kind people.',
  {
    mt: 3,
  },
)
const secret = await write(
  'Secret tomatoes',
  'A private note about tomatoes that nobody else should ever find here.',
  {
    visibility: 'private',
  },
)

const search = async (query: string, browser: TestBrowser = visitor) => {
  const res = await browser.get(`${MEMORY_PATHS.search}?${query}`)
  expect(res.statusCode).toBe(200)
  return res.json() as Page
}
const ids = (page: Page) => page.results.map((m) => m.hash_id)

describe('search', () => {
  it('finds by words and by their stems (hid, hiding; shouting, shout)', async () => {
    expect(ids(await search('q=tomatoes'))).toEqual([garden.hash_id])
    expect(ids(await search('q=hide'))).toEqual([hiding.hash_id])
    expect(new Set(ids(await search('q=shout')))).toEqual(new Set([garden.hash_id, hiding.hash_id]))
  })

  it('understands quoted phrases, "or" and excluded words', async () => {
    expect(ids(await search(`q=${encodeURIComponent('"under the stairs"')}`))).toEqual([hiding.hash_id])
    expect(ids(await search(`q=${encodeURIComponent('"brother stairs"')}`))).toEqual([])
    expect(new Set(ids(await search('q=tomatoes%20or%20office')))).toEqual(
      new Set([garden.hash_id, today.hash_id]),
    )
    expect(ids(await search('q=shouting%20-storm'))).toEqual([garden.hash_id])
  })

  it('ranks title words above body words', async () => {
    await write('Stairs', 'Another memory that only names the place in its title, nothing more here.')
    const page = await search('q=stairs')
    expect(page.results[0]!.title).toBe('Stairs')
    expect(ids(page)).toContain(hiding.hash_id)
  })

  it('marks the words found in the title and in fragments of the body, as text', async () => {
    const [result] = (await search('q=tomatoes')).results
    expect(result!.title_highlight).toEqual([{ text: 'The garden', match: false }])
    const parts = result!.fragments.flat()
    expect(parts).toContainEqual({ text: 'tomatoes', match: true })
    expect(
      parts
        .filter((p) => !p.match)
        .map((p) => p.text)
        .join(''),
    ).toContain('grandmother grew')
    const [titled] = (await search('q=garden')).results
    expect(titled!.title_highlight).toEqual([
      { text: 'The ', match: false },
      { text: 'garden', match: true },
    ])
  })

  it('filters by memory type (what happened includes both), age range and tag', async () => {
    expect(ids(await search('mt=1&sort=newest'))).toEqual(
      expect.arrayContaining([garden.hash_id, hiding.hash_id]),
    )
    expect(ids(await search('mt=1'))).not.toContain(today.hash_id)
    expect(ids(await search('mt=3'))).toEqual(expect.arrayContaining([today.hash_id, hiding.hash_id]))
    expect(ids(await search('mt=2'))).toEqual([hiding.hash_id])
    expect(ids(await search('q=shouting&age_range=6-11'))).toEqual([garden.hash_id])
    expect(ids(await search(`q=shouting&tag_ids=${afraid.id}`))).toEqual([hiding.hash_id])
  })

  it('sorts by newest when asked, and lists newest without words', async () => {
    expect(ids(await search('q=shouting&sort=newest'))).toEqual([hiding.hash_id, garden.hash_id])
    expect(ids(await search('age_range=6-11'))).toEqual([garden.hash_id])
  })

  it('follows the visibility rules: a private memory is found by nobody, its author included', async () => {
    expect(ids(await search('q=tomatoes', reader.browser))).toEqual([garden.hash_id])
    expect(ids(await search('q=tomatoes', author.browser))).toEqual([garden.hash_id])
    expect(secret.visibility).toBe('private')
  })

  it('leaves out what the person hid', async () => {
    await reader.browser.get(MEMORY_PATHS.hide(garden.hash_id))
    expect(ids(await search('q=tomatoes', reader.browser))).toEqual([])
    await reader.browser.delete(MEMORY_PATHS.hide(garden.hash_id))
    expect(ids(await search('q=tomatoes', reader.browser))).toEqual([garden.hash_id])
  })

  it('leaves out a memory made private between choosing the page and reading its card', async () => {
    // Nobody has read this one yet: its card is not kept, so a second statement reads it.
    const soup = await write('Tomato soup', 'We made tomato soup on Sundays when everyone was calm.')
    const { db } = app.database
    const execute = db.execute.bind(db)
    const spy = vi.spyOn(db, 'execute')
    const textOf = (query: Parameters<typeof execute>[0]) =>
      (db as unknown as { dialect: { sqlToQuery: (q: unknown) => { sql: string } } }).dialect.sqlToQuery(
        query,
      ).sql
    let changed = false
    // The statement that chooses the page (found by its text: other statements may run meanwhile);
    // before the second reads the card, the author makes the memory private.
    spy.mockImplementation((async (query: Parameters<typeof execute>[0]) => {
      const result = await execute(query)
      if (!changed && textOf(query).includes('as found_vector')) {
        changed = true
        await execute(sql`update memories set visibility = 'private' where hash_id = ${soup.hash_id}`)
      }
      return result
    }) as typeof db.execute)
    try {
      expect(ids(await search('q=soup', reader.browser))).toEqual([])
      expect(changed).toBe(true)
    } finally {
      spy.mockRestore()
      await db.execute(sql`update memories set visibility = 'public' where hash_id = ${soup.hash_id}`)
    }
    expect(ids(await search('q=soup', reader.browser))).toEqual([soup.hash_id])
  })

  it('answers an empty page for words it cannot use', async () => {
    expect((await search('q=the%20and%20of')).results).toEqual([])
    expect((await search('q=zebracorn')).results).toEqual([])
  })
})
