import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DEFAULT_RATE_LIMITS } from '../../rate-limits'
import { buildTestApp } from '../../../test/build-test-app'
import { G, visitor } from '../../../test/guide-fixtures'

// Posting and editing share one limit per address (an edit can say as much as a new comment);
// past it the answer is 429 with Retry-After and the comment stays as it was.
const app = await buildTestApp({
  env: { RATE_LIMITS: JSON.stringify({ ...DEFAULT_RATE_LIMITS, guideCommentsPerIp: { limit: 3 } }) },
})

const bodyOf = async (id: number) => {
  const result = (await app.database.db.execute(
    sql`select body from guide_comments where id = ${id}`,
  )) as unknown as { rows: { body: string }[] }
  return result.rows[0]?.body
}

describe('the comments rate limit', () => {
  it('counts posts and edits together; past it an edit gets 429 with Retry-After and changes nothing', async () => {
    const { browser, sessionId } = await visitor(app)
    const posted = await browser.post(`${G}/comments/`, {
      session_id: sessionId,
      section_slug: 'summary',
      body: 'First words.',
    })
    expect(posted.statusCode).toBe(201)
    const id = (posted.json() as { id: number }).id
    const edit = (body: string) =>
      browser.request('PATCH', `${G}/comments/${id}/`, { body: { session_id: sessionId, body } })
    expect((await edit('Second words.')).statusCode).toBe(200)
    expect((await edit('Third words.')).statusCode).toBe(200)

    const refused = await edit('Fourth words.')
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(await bodyOf(id)).toBe('Third words.')
    expect(DEFAULT_RATE_LIMITS.guideCommentsPerIp.limit).toBe(20)
  })
})
