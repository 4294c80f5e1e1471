import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { COMMENTS_API, COMMENT_PATHS } from '@kindred/contract/comments'
import { queryRows } from '../../lib/query-rows'
import { buildCommentsApp, comment } from '../../../test/comment-fixtures'
import { person, share } from '../../../test/memory-fixtures'

const { app, mailbox } = await buildCommentsApp()
const author = await person(app, mailbox)
const memory = await share(author.browser)
const posted = await comment(author.browser, memory.shareable_link, 'The first comment.')

/** Everything the comment routes could change, to compare before and after a refused request. */
async function snapshot() {
  const [row] = await queryRows<Record<string, unknown>>(
    app.database.db,
    sql`select (select count(*) from comments)::int as comments,
      (select md5(string_agg(c::text, '|' order by c.id)) from comments c) as digest,
      (select comment_count from memories where shareable_link = ${memory.shareable_link}) as counted`,
  )
  return row!
}

const link = memory.shareable_link
const NASTY_BODIES: unknown[] = [
  '',
  '   ',
  '\n\t',
  'x'.repeat(2_001),
  'a NUL \u0000 here',
  'a lone \ud800 surrogate',
  'a bell \u0007',
  'an escape \u001b[2J',
  null,
  42,
  true,
  [],
  ['text'],
  {},
  { $ne: null },
]
const NASTY_PARENTS: unknown[] = [
  'abc',
  '',
  '0',
  '-1',
  '1.5',
  '1e3',
  0,
  -1,
  1.5,
  2 ** 53,
  true,
  [],
  {},
  'x'.repeat(100),
]

describe('bad input', () => {
  it('to create answers 422 with fields, and stores nothing', async () => {
    const before = await snapshot()
    const cases: [string, unknown][] = [
      ...NASTY_BODIES.map((body): [string, unknown] => ['body', { shareable_link: link, body }]),
      ...NASTY_PARENTS.map((parent_id): [string, unknown] => [
        'parent_id',
        { shareable_link: link, body: 'A reply.', parent_id },
      ]),
      ['shareable_link', { body: 'No memory named.' }],
      ['shareable_link', { shareable_link: 'Not A Link', body: 'Hello.' }],
      ['shareable_link', { shareable_link: 'x'.repeat(200), body: 'Hello.' }],
      ['shareable_link', { shareable_link: 42, body: 'Hello.' }],
      ['body', {}],
    ]
    for (const [field, payload] of cases) {
      const res = await author.browser.post(COMMENT_PATHS.create, payload)
      const said = `${JSON.stringify(payload).slice(0, 80)} → ${res.statusCode} ${res.body.slice(0, 200)}`
      expect(res.statusCode, said).toBe(422)
      const fields = (res.json().fields as { path: string }[]).map((f) => f.path)
      expect(
        fields.some((path) => path.startsWith(`body.${field}`) || path === 'body'),
        said,
      ).toBe(true)
    }
    expect(await snapshot()).toEqual(before)
  })

  it('to edit answers 422 and leaves the comment as it was', async () => {
    const before = await snapshot()
    for (const body of NASTY_BODIES) {
      const res = await author.browser.patch(COMMENT_PATHS.one(posted.id), { body })
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
    }
    expect(await snapshot()).toEqual(before)
  })

  it('in the path answers 422 (or 404 for a path that names nothing) and changes nothing', async () => {
    const before = await snapshot()
    for (const id of ['abc', '0', '-1', '1.5', '042', '9'.repeat(17), '%00']) {
      const patch = await author.browser.patch(`${COMMENTS_API}/${id}/`, { body: 'Changed.' })
      expect([404, 422], `${id} ${patch.statusCode}`).toContain(patch.statusCode)
      const del = await author.browser.delete(`${COMMENTS_API}/${id}/`)
      expect([404, 422], `${id} ${del.statusCode}`).toContain(del.statusCode)
    }
    for (const page of ['0', '-1', 'x', '1.5', '10001']) {
      const res = await author.browser.get(`${COMMENTS_API}/list/${link}/10/${page}`)
      expect(res.statusCode, page).toBe(422)
    }
    expect((await author.browser.get(`${COMMENTS_API}/list/Not%20A%20Link/10/1`)).statusCode).toBe(422)
    expect((await author.browser.get(`${COMMENTS_API}/list/${link}/20/1`)).statusCode).toBe(404)
    expect(await snapshot()).toEqual(before)
  })

  it('a body of exactly 2,000 characters, and one with line breaks and tabs, are taken', async () => {
    const long = await comment(author.browser, link, 'x'.repeat(2_000))
    expect(long.body).toHaveLength(2_000)
    const lines = await comment(author.browser, link, 'One line,\n\tand another.')
    expect(lines.body).toBe('One line,\n\tand another.')
  })
})
