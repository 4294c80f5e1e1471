import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { answer, buildGuideApp, G, visitor } from '../../../test/guide-fixtures'

const { app } = await buildGuideApp()
const { browser, sessionId } = await visitor(app)
await answer(app, browser, sessionId, { 'foster-care': 'yes' })
const report = (await browser.post(`${G}/report/generate/`, { session_id: sessionId })).json()

// Values that break careless code: wrong types, huge and negative numbers, NUL, lone surrogates,
// SQL and path tricks, very long strings, arrays and objects where a scalar belongs.
const NASTY: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  2 ** 53,
  '9'.repeat(40),
  '',
  ' ',
  'x'.repeat(5000),
  "' or 1=1 --",
  '../../etc/passwd',
  '\u0000',
  '\ud800',
  '%00',
  [],
  [sessionId],
  {},
  { $ne: null },
]
const asText = (v: unknown) => {
  const text = typeof v === 'string' ? v : JSON.stringify(v)
  return text === '\ud800' ? '%ED%A0%80' : encodeURIComponent(text) // a lone surrogate, as raw bytes
}

async function snapshot() {
  const res = (await app.database.db.execute(
    sql`select (select count(*) from guide_sessions)::int + (select count(*) from guide_answers)::int
          + (select count(*) from guide_comments)::int + (select count(*) from guide_comment_votes)::int
          + (select count(*) from flags)::int as n`,
  )) as unknown as { rows: { n: number }[] }
  return res.rows[0]!.n
}

describe('bad input to the guide never gives a 5xx and changes nothing', () => {
  it('in bodies', async () => {
    const before = await snapshot()
    const bodies: [string, (v: unknown) => unknown][] = [
      ['/sessions/create/', (v) => ({ consent: v })],
      ['/user_answer/', (v) => ({ session_id: sessionId, trauma_id: v, value: 'yes' })],
      ['/user_answer/', (v) => ({ session_id: sessionId, trauma_id: 1, value: v })],
      ['/user_answer/', (v) => ({ session_id: v, trauma_id: 1, value: 'yes' })],
      ['/report/generate/', (v) => ({ session_id: v })],
      ['/comments/', (v) => ({ session_id: sessionId, section_slug: v, body: 'x' })],
      // (any text is a valid comment body, so the body itself is only tried with non-strings)
      [
        '/comments/',
        (v) => ({ session_id: sessionId, section_slug: 'about', body: typeof v === 'string' ? [v] : v }),
      ],
      ['/comments/', (v) => ({ session_id: sessionId, section_slug: 'about', body: 'x', anonymous: v })],
      ['/comments/1/vote/', (v) => ({ session_id: v })],
      ['/comments/1/report/', (v) => ({ session_id: sessionId, reason: v })],
    ]
    for (const [path, body] of bodies)
      for (const value of NASTY) {
        if (value === true && /create|comments\/$/.test(path)) continue // valid consent / anonymous flag
        const res = await browser.post(`${G}${path}`, body(value))
        expect(res.statusCode, `${path} ${JSON.stringify(body(value)).slice(0, 80)}`).toBeLessThan(500)
        expect(res.statusCode, `${path} ${JSON.stringify(body(value)).slice(0, 80)}`).toBeGreaterThanOrEqual(
          400,
        )
      }
    expect(await snapshot()).toBe(before)
  })

  it('in paths and query strings', async () => {
    const before = await snapshot()
    const urls = (v: string) => [
      `/user_answer/list/${v}/`,
      `/result-answer/${v}/?session_id=${sessionId}`,
      `/result-answer/1/?session_id=${v}`,
      `/groups/by_ids/?group_ids=${v}&session_id=${sessionId}`,
      `/traumas/type/${v}/`,
      `/trauma/${v}/`,
      `/report/get/?report_id=${v}&session_id=${sessionId}`,
      `/report/get/?report_id=${report.report_id}&session_id=${v}`,
      `/comments/list/?limit=${v}`,
      `/comments/list/?page=${v}`,
      `/comments/list/?section_slug=${v}`,
      `/comments/list/?google_id=${v}`,
      `/comments/section-names/?report_id=${v}&session_id=${sessionId}`,
      `/vote-page-load/?session_id=${v}`,
      `/styles/${v}/none/`,
    ]
    for (const value of NASTY)
      for (const url of urls(asText(value))) {
        const res = await browser.get(`${G}${url}`)
        expect(res.statusCode, url.slice(0, 120)).toBeLessThan(500)
      }
    for (const value of NASTY) {
      const res = await browser.delete(`${G}/user_answer/${asText(value)}/${asText(value)}/`)
      expect(res.statusCode).toBeLessThan(500)
      expect((await browser.delete(`${G}/sessions/${asText(value)}/`)).statusCode).toBeLessThan(500)
    }
    expect(await snapshot()).toBe(before)
  })
})
