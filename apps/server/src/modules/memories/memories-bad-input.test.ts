import { STATUS_CODES } from 'node:http'
import { sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { MEMORIES_API, MEMORY_PAGE_MAX, MEMORY_PATHS, type SearchResult } from '@kindred/contract/memories'
import { PREFERENCE_PATHS, type Preferences } from '@kindred/contract/preferences'
import { queryRows } from '../../lib/query-rows'
import { sameOriginHeaders } from '../../../test/build-test-app'
import { BODY, buildMemoriesApp, person, share, tagsOf } from '../../../test/memory-fixtures'

const { app, mailbox } = await buildMemoriesApp()
const author = await person(app, mailbox)
const other = await person(app, mailbox)
const afraid = (await tagsOf(author.browser, 'feelings')).get('afraid')!
// Something in every table the snapshot reads: two tagged memories, a hide and two chosen filters.
const mine = await share(author.browser, { tag_ids: [afraid.id], age_range: '6-11' })
const theirs = await share(other.browser, { title: 'Their quiet house', tag_ids: [afraid.id] })
await author.browser.get(MEMORY_PATHS.hide(theirs.hash_id))
const options = (await author.browser.get(PREFERENCE_PATHS.options)).json() as Preferences
const filterIds = options.categories[0]!.options.map((option) => option.id)
await author.browser.post(PREFERENCE_PATHS.update, { safety_filters: filterIds.slice(0, 2) })

async function snapshot() {
  const [row] = await queryRows<Record<string, unknown>>(
    app.database.db,
    sql`select (select count(*) from memories)::int as memories,
      (select count(*) from memory_tag_links)::int as tag_links,
      (select count(*) from memory_hides)::int as hides,
      (select count(*) from user_preference_choices)::int as choices,
      (select string_agg(id || '=' || n, ',' order by id) from (select t.id, t.memory_count
        + coalesce((select sum(delta) from memory_tag_count_shards s where s.tag_id = t.id), 0) as n
        from memory_tags t) counts where n > 0) as tag_counts,
      (select md5(string_agg(m::text, '|' order by m.id)) from memories m) as memories_digest`,
  )
  return row!
}

// What an answer to bad input must look like: the one error shape of SPEC §2, nothing internal.
const LEAK =
  /select |insert |delete from|syntax error|postgres|pglite|drizzle|node_modules|stack|\.ts:\d+|FST_ERR/i
function expectRefused(res: LightMyRequestResponse, allowed: number[], label: string) {
  const said = `${label.slice(0, 140)} → ${res.statusCode} ${res.body.slice(0, 200)}`
  expect(allowed, said).toContain(res.statusCode)
  const body = res.json()
  expect(body, said).toMatchObject({
    statusCode: res.statusCode,
    error: STATUS_CODES[res.statusCode],
    message: expect.any(String),
    code: expect.stringMatching(/^[A-Z_]+$/),
  })
  if (res.statusCode === 422) expect(body.fields?.length, said).toBeGreaterThan(0)
  expect(res.body, said).not.toMatch(LEAK)
}

const deep = (levels: number): unknown => (levels === 0 ? 'x' : { a: deep(levels - 1) })
const PROTO = JSON.parse('{"__proto__": {"polluted": true}}') as unknown
const CONSTRUCTOR = JSON.parse('{"constructor": {"prototype": {"polluted": true}}}') as unknown
// Values that break careless code, for every body field: wrong types, huge and negative numbers,
// NUL, lone surrogates, control characters, huge strings, arrays, objects and prototype keys.
const TEXT = 'long enough to be a body,'
const NASTY: unknown[] = [
  ...[null, true, -1, 0, 1.5, 2 ** 53, [], ['x'], [0], [-1], [2 ** 31], ['1'], ['__proto__']],
  ...['9'.repeat(40), '', ' ', 'x'.repeat(20_000), "' or 1=1 --", '\u0000', '\ud800', 'two\nlines'],
  ...[`${TEXT} with a NUL \u0000`, `${TEXT} a lone \udc00`, `${TEXT} a bell \u0007 and escape \u001b[2J`],
  ...[{}, { $ne: null }, deep(500), PROTO, CONSTRUCTOR],
]
/** The few nasty values a field rightly takes (a printable title, an empty tag list…): skipped. */
const printable = (v: unknown): v is string => typeof v === 'string' && /^[ -~]*$/.test(v)
const none = (v: unknown) => Array.isArray(v) && v.length === 0
const TAKES: Record<string, (v: unknown) => boolean> = {
  title: (v) => printable(v) && v.trim().length > 0 && v.length <= 120,
  body: (v) => printable(v) && v.trim().length >= 20 && v.length <= 10_000,
  mt: (v) => v === 1,
  age_range: (v) => v === null,
  tag_ids: none,
  content_warnings: none,
  anonymous: (v) => v === true,
  safety_filters: none,
}
const MEMORY_FIELDS =
  'title body language mt age_range tag_ids content_warnings visibility anonymous comments_policy'.split(' ')
const PREFERENCE_FIELDS = ['safety_filters', 'empathy_button_text', 'theme']

/** A body sent as is: empty, not JSON, or with prototype keys JSON.stringify would keep. */
const raw = (method: 'POST' | 'PATCH', url: string, payload: string) =>
  app.inject({
    method,
    url,
    payload,
    cookies: Object.fromEntries(author.browser.cookies),
    headers: sameOriginHeaders({ 'x-csrf-token': author.browser.cookies.get('csrfToken') ?? '' }),
  })

describe('bad bodies never give a 5xx, answer 422 (400 when not JSON) and change nothing', () => {
  it('starts from something in every table it watches', async () => {
    const start = await snapshot()
    expect(start).toMatchObject({ memories: 2, tag_links: 2, hides: 1, choices: 2 })
    expect(start.tag_counts).toBe(`${afraid.id}=2`)
  })

  const created = (f: string, v: unknown) => ({ title: 'T', body: BODY, mt: 1, [f]: v })
  const bodies: [string, 'post' | 'patch', string, string[], (field: string, v: unknown) => object][] = [
    ['create', 'post', MEMORY_PATHS.create, MEMORY_FIELDS, created],
    ['edit', 'patch', MEMORY_PATHS.edit(mine.hash_id), MEMORY_FIELDS, (f, v) => ({ [f]: v })],
    ['preferences', 'post', PREFERENCE_PATHS.update, PREFERENCE_FIELDS, (f, v) => ({ [f]: v })],
  ]
  it.each(bodies)('%s', async (_name, method, url, fields, bodyOf) => {
    const before = await snapshot()
    for (const field of fields)
      for (const value of NASTY) {
        if (TAKES[field]?.(value)) continue
        const body = bodyOf(field, value)
        const status = value === PROTO || value === CONSTRUCTOR ? 400 : 422
        expectRefused(await author.browser[method](url, body), [status], `${url} ${JSON.stringify(body)}`)
      }
    expect(await snapshot()).toEqual(before)
  })

  it('empty, unparseable, prototype-poisoning and deeply nested bodies', async () => {
    const before = await snapshot()
    const deepArray = `${'['.repeat(50_000)}${']'.repeat(50_000)}`
    const deepTitle = `{"title": ${'{"a": '.repeat(20_000)}1${'}'.repeat(20_000)}}`
    const proto = `{"__proto__": {"mt": 1}, "title": "T", "body": "${BODY}"}`
    const constructor = `{"constructor": {"prototype": {"mt": 1}}, "title": "T", "body": "${BODY}"}`
    const payloads = [
      ...['', '{}', 'null', '[]', '"a title"', deepArray, deepTitle].map((p) => [p, 422] as const),
      ...['{', 'not json', '{"title": "x",}', proto, constructor].map((p) => [p, 400] as const),
    ]
    const targets = [
      ['POST', MEMORY_PATHS.create],
      ['PATCH', MEMORY_PATHS.edit(mine.hash_id)],
      ['POST', PREFERENCE_PATHS.update],
    ] as const
    for (const [method, url] of targets)
      for (const [payload, status] of payloads)
        expectRefused(await raw(method, url, payload), [status], `${method} ${url} ${payload.slice(0, 60)}`)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(await snapshot()).toEqual(before)
  })
})

// What the server reads from the address. A lone surrogate cannot travel in a URL (its bytes are not
// UTF-8): in a query the server keeps the text as typed, in a path it refuses the address (400).
const VALUES = [
  ...['', ' ', '0', '-1', '1.5', String(MEMORY_PAGE_MAX + 1), String(2 ** 53), '9'.repeat(40)],
  ...['x'.repeat(5000), "' or 1=1 --", '../../etc/passwd', '%00', '\u0000', '\ud800', 'bell\u0007'],
  ...['null', '[]', '{"$ne":null}', '__proto__', 'constructor', '1,,2', '2147483648'],
]
const enc = (v: string) => (v === '\ud800' ? '%ED%A0%80' : encodeURIComponent(v))
const never = () => false
const link = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** A well-formed hash_id that names no memory: 404 in a path, and excludes nothing in a query. */
const hashShaped = (v: string) => /^[a-z0-9]{6,24}$/.test(v)
const links = (v: string) => v === '' || v.split(',').every((l) => link.test(l) && l.length <= 160)
/** A list of tag ids that name no tag finds nothing (200); only malformed ones are refused. */
const tagIds = (v: string) =>
  v === '' || v.split(',').every((id) => /^\d{1,10}$/.test(id) && +id >= 1 && +id < 2 ** 31)

describe('a body too short', () => {
  it("is told once, in the writer's language, however many of its checks it fails", async () => {
    const writer = await person(app, mailbox)
    for (const language of ['en', 'es']) {
      await writer.browser.post(PREFERENCE_PATHS.update, { language })
      const res = await writer.browser.post(MEMORY_PATHS.create, {
        title: 'Short',
        body: 'Too short.',
        mt: 1,
        anonymous: false,
      })
      expect(res.statusCode).toBe(422)
      const fields = (res.json() as { fields: { path: string; message: string }[] }).fields
      expect(fields).toEqual([
        {
          path: 'body.body',
          message:
            language === 'en'
              ? 'Please write at least 20 characters.'
              : 'Escribe al menos 20 caracteres, por favor.',
        },
      ])
    }
  })
})

describe('bad paths and query strings never give a 5xx, answer 422 or 404, and change nothing', () => {
  it('in query strings (and a field given twice, an array where a string goes)', async () => {
    const before = await snapshot()
    const search = `${MEMORY_PATHS.search}?`
    const strict = (prefix: string, keys: string) =>
      keys.split(' ').map((key): [string, (v: string) => boolean] => [`${prefix}${key}=`, never])
    const queries: [string, (v: string) => boolean][] = [
      ...strict(`${MEMORY_PATHS.mine}?`, 'page limit'),
      ...strict(`${MEMORY_PATHS.feed}?`, 'page limit sort language'),
      ...strict(search, 'mt age_range sort page limit language'),
      ...strict(`${MEMORY_PATHS.snippets(1, 10)}?`, 'language'),
      ...strict(`${MEMORY_PATHS.tags('feelings')}?`, 'dis ist mt'),
      [`${search}q=`, (v) => !v.includes('\u0000') && v.trim().length <= 200],
      [`${search}tag_ids=`, tagIds],
      [`${MEMORY_PATHS.snippets(1, 10)}?tag_ids=`, tagIds],
      [`${MEMORY_PATHS.bulk}?shareable_links=`, links],
      [`${MEMORY_PATHS.userMemories(author.publicId, 5)}?exclude=`, hashShaped],
    ]
    for (const [prefix, takes] of queries) {
      for (const value of VALUES) {
        const res = await author.browser.get(`${prefix}${enc(value)}`)
        if (takes(value)) expect(res.statusCode, `${prefix}${enc(value).slice(0, 60)}`).toBe(200)
        else expectRefused(res, [422], `${prefix}${enc(value)}`)
      }
      const key = /(\w+)=$/.exec(prefix)![1]!
      expectRefused(await author.browser.get(`${prefix}1&${key}=2`), [422], `${prefix}1&${key}=2`)
    }
    const poisoned = await author.browser.get(`${search}__proto__=x&constructor=y&__proto__[polluted]=1`)
    expect(poisoned.statusCode).toBe(200)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(await snapshot()).toEqual(before)
  })

  it('in path parameters', async () => {
    const before = await snapshot()
    const b = author.browser
    const named = (v: string) => (hashShaped(v) ? 404 : null)
    const userShaped = (v: string) => (/^[a-z0-9]{1,40}$/.test(v) ? 200 : null)
    const probes: [string, (v: string) => Promise<LightMyRequestResponse>, (v: string) => number | null][] = [
      ['details', (v) => b.get(MEMORY_PATHS.details(v)), named],
      ['delete', (v) => b.delete(MEMORY_PATHS.details(v)), named],
      ['edit', (v) => b.patch(MEMORY_PATHS.edit(v), { title: 'Changed' }), named],
      ['hide', (v) => b.get(MEMORY_PATHS.hide(v)), named],
      ['unhide', (v) => b.delete(MEMORY_PATHS.hide(v)), named],
      ['snippets page', (v) => b.get(`/memories/memories-list/snippets-r/${v}/10/`), () => null],
      ['snippets limit', (v) => b.get(`/memories/memories-list/snippets-r/1/${v}/`), () => null],
      ['tags kind', (v) => b.get(MEMORY_PATHS.tags(v)), () => null],
      ['user id', (v) => b.get(`${MEMORIES_API}/user_memories/${v}/5/`), userShaped],
      ['user limit', (v) => b.get(`${MEMORIES_API}/user_memories/${author.publicId}/${v}/`), () => null],
    ]
    for (const [name, send, shaped] of probes)
      for (const value of VALUES) {
        const res = await send(enc(value))
        const expected = shaped(value)
        // A well-formed id answers (nothing by that person) or names nothing (404); anything else is
        // refused as invalid (422), as naming nothing (404) or as an address that cannot be decoded (400).
        if (expected === 200) expect(res.json(), `${name} ${value}`).toEqual({ results: [] })
        else expectRefused(res, expected ? [expected] : [400, 404, 422], `${name} ${enc(value)}`)
      }
    expect(await snapshot()).toEqual(before)
  })
})

describe('search', () => {
  it('answers stop words and web-search oddities with 200, never a 5xx', async () => {
    const oddities = [
      ...['the and of', 'or or', '!!!', '-', '(', ':*', '&|', "'", '\\'],
      ...['"unclosed', '"cold kitchen'],
    ]
    for (const q of oddities)
      for (const sort of ['relevance', 'newest']) {
        const res = await other.browser.get(`${MEMORY_PATHS.search}?q=${encodeURIComponent(q)}&sort=${sort}`)
        expect(res.statusCode, `${q} ${sort}`).toBe(200)
        expect(Array.isArray(res.json().results)).toBe(true)
      }
    const found = await other.browser.get(`${MEMORY_PATHS.search}?q=%22cold%20kitchen`)
    expect((found.json().results as SearchResult[]).map((m) => m.hash_id)).toContain(mine.hash_id)
  })
})
