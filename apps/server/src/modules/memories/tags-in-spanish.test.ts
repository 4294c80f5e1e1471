import { describe, expect, it } from 'vitest'
import { MEMORY_PATHS, type MemoryTag } from '@kindred/contract/memories'
import { PREFERENCE_PATHS } from '@kindred/contract/preferences'
import { buildTestApp } from '../../../test/build-test-app'
import { quickPerson } from '../../../test/interaction-fixtures'
import { MEMBER_LIMITS, liftedLimits } from '../../../test/lifted-limits'
import { share, tagsOf } from '../../../test/memory-fixtures'
import { TestBrowser } from '../../../test/test-browser'

// Tags in the reader's language (issue 38, decision 083): a memory keeps its tags by id; what they
// are called follows the one reading, in the tag lists and on every memory answer, and no copy kept
// for one language (the visitor cache, the cards members share) is ever given to another.

const app = await buildTestApp({ env: { RATE_LIMITS: liftedLimits(...MEMBER_LIMITS) } })
const SPANISH = { 'accept-language': 'es' }
const ENGLISH = { 'accept-language': 'en' }
const namesOf = (tags: MemoryTag[]) => Object.fromEntries(tags.map((tag) => [tag.slug, tag.name]))

const author = await quickPerson(app, 'author')
const feelings = (await author.browser.get(MEMORY_PATHS.tags('feelings'))).json().results as MemoryTag[]
const tagId = (slug: string) => feelings.find((tag) => tag.slug === slug)!.id
const memory = await share(author.browser, {
  title: 'Siempre con miedo',
  visibility: 'public',
  tag_ids: [tagId('afraid'), tagId('alone')],
})
const FEED = `${MEMORY_PATHS.feed}?page=1&limit=10&sort=newest`
const tagsOnFeed = (res: { json(): { results: { hash_id: string; tags: MemoryTag[] }[] } }) =>
  namesOf(res.json().results.find((m) => m.hash_id === memory.hash_id)!.tags)

describe('tags in Spanish', () => {
  it('lists the tags of a kind in Spanish with the same ids, the cached list never crossing languages', async () => {
    const visitor = new TestBrowser(app)
    const url = MEMORY_PATHS.tags('feelings')
    // Asked twice in each language, the second from the visitor cache.
    const es = [await visitor.get(url, { headers: SPANISH }), await visitor.get(url, { headers: SPANISH })]
    const en = [await visitor.get(url, { headers: ENGLISH }), await visitor.get(url)]
    for (const res of es)
      expect(namesOf(res.json().results)).toMatchObject({ afraid: 'Miedo', alone: 'Soledad' })
    for (const res of en)
      expect(namesOf(res.json().results)).toMatchObject({ afraid: 'Afraid', alone: 'Alone' })
    const ids = (res: (typeof es)[number]) => res.json().results.map((t: MemoryTag) => [t.id, t.slug])
    expect(ids(es[0]!)).toEqual(ids(en[0]!))
    expect(es[0]!.headers.etag).not.toBe(en[0]!.headers.etag)
    expect(en[1]!.headers.vary).toContain('Accept-Language')
  })

  it("names a visitor's feed's tags in their language, each language from its own cached page", async () => {
    const visitor = new TestBrowser(app)
    expect(tagsOnFeed(await visitor.get(FEED, { headers: SPANISH }))).toEqual({
      afraid: 'Miedo',
      alone: 'Soledad',
    })
    expect(tagsOnFeed(await visitor.get(FEED))).toEqual({ afraid: 'Afraid', alone: 'Alone' })
    expect(tagsOnFeed(await visitor.get(FEED, { headers: SPANISH }))).toEqual({
      afraid: 'Miedo',
      alone: 'Soledad',
    })
  })

  it("names a member's cards, pages and search results in their language, never from another's copy", async () => {
    const { browser: reader } = await quickPerson(app, 'reader')
    const page = MEMORY_PATHS.details(memory.hash_id)
    const bulk = `${MEMORY_PATHS.bulk}?shareable_links=${memory.shareable_link}`
    const search = `${MEMORY_PATHS.search}?q=miedo`
    for (const [headers, names] of [
      [SPANISH, { afraid: 'Miedo', alone: 'Soledad' }],
      [ENGLISH, { afraid: 'Afraid', alone: 'Alone' }],
      [SPANISH, { afraid: 'Miedo', alone: 'Soledad' }],
    ] as const) {
      expect(tagsOnFeed(await reader.get(FEED, { headers }))).toEqual(names)
      expect(namesOf((await reader.get(page, { headers })).json().tags)).toEqual(names)
      expect(namesOf((await reader.get(bulk, { headers })).json().results[0].tags)).toEqual(names)
      expect(tagsOnFeed(await reader.get(search, { headers }))).toEqual(names)
    }
  })

  it('names them in Spanish for a person who saved Spanish, whatever the browser says', async () => {
    const { browser } = await quickPerson(app, 'saved')
    await browser.post(PREFERENCE_PATHS.update, { language: 'es' })
    expect(tagsOnFeed(await browser.get(FEED, { headers: ENGLISH }))).toEqual({
      afraid: 'Miedo',
      alone: 'Soledad',
    })
    // The author's own answer too: the memory they share comes back in their language.
    const shared = await share(browser, { title: 'Sola', tag_ids: [tagId('alone')] })
    expect(namesOf(shared.tags)).toEqual({ alone: 'Soledad' })
  })
})

describe('tags named in a refusal', () => {
  const tagOf = async (kind: string, slug: string) => (await tagsOf(author.browser, kind)).get(slug)!
  /** A 422's status, code and fields: what it says of the tags. */
  const refusal = async (res: { statusCode: number; json(): unknown }) => {
    const { code, fields } = res.json() as { code: string; fields: { path: string; message: string }[] }
    return { status: res.statusCode, code, fields }
  }

  it('names a retired tag and one that does not fit in Spanish, with the same code and field', async () => {
    const retired = await tagOf('sudden-adverse-events', 'a-change-of-school')
    const laterOnly = await tagOf('health-effects', 'nightmares')
    const body = {
      title: 'Tags',
      body: 'Words about a school I had to leave.',
      mt: 1,
      tag_ids: [retired.id, laterOnly.id, 999_999],
    }
    const share = (headers: Record<string, string>) =>
      author.browser.post(MEMORY_PATHS.create, body, { headers })
    const [es, en] = [await refusal(await share(SPANISH)), await refusal(await share(ENGLISH))]
    expect(en).toMatchObject({ status: 422, code: 'VALIDATION_FAILED' })
    expect([es.status, es.code, es.fields.map((f) => f.path)]).toEqual([422, en.code, ['body.tag_ids']])
    expect(en.fields[0]!.message).toContain('"Changing schools suddenly" is no longer offered.')
    expect(es.fields[0]!.message).toBe(
      '«Cambiar de escuela de repente» ya no se ofrece. «Pesadillas» no encaja con este tipo de recuerdo. La etiqueta 999999 no existe.',
    )

    // An edit that makes a memory's tags misfit says so in the editor's language too.
    const edit = (headers: Record<string, string>) =>
      author.browser.patch(MEMORY_PATHS.edit(memory.hash_id), { tag_ids: [laterOnly.id] }, { headers })
    expect((await refusal(await edit(SPANISH))).fields).toEqual([
      { path: 'body.tag_ids', message: '«Pesadillas» no encaja con este tipo de recuerdo.' },
    ])
    expect((await refusal(await edit(ENGLISH))).fields[0]!.message).toContain('"Nightmares"')
  })
})
