import { eq, sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { users } from '../../db/schema/index'
import { answer, G, visitor } from '../../../test/guide-fixtures'
import { buildIdentityApp, GOOD_PASSWORD, signedUpBrowser } from '../../../test/identity-fixtures'
import { TestBrowser } from '../../../test/test-browser'

const { app, mailbox, clock } = await buildIdentityApp()
const db = app.database.db

/**
 * Asks until an answer passes `settled`, for at most a second of real time; answers the last one.
 * Only for requests whose refusal changes nothing.
 */
async function answerWithin(
  ask: () => Promise<LightMyRequestResponse>,
  settled: (res: LightMyRequestResponse) => boolean,
) {
  const deadline = Date.now() + 1000
  let res = await ask()
  while (!settled(res) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10))
    res = await ask()
  }
  return res
}

/** Every row of every table, as text, that mentions any of the needles. */
async function rowsMentioning(needles: string[]) {
  const tables = (await db.execute(
    sql`select table_schema || '.' || table_name as name from information_schema.tables
        where table_schema in ('public') and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { name: string }[] }
  const found: string[] = []
  for (const { name } of tables.rows) {
    const rows = (await db.execute(sql.raw(`select t::text as row from ${name} t`))) as unknown as {
      rows: { row: string }[]
    }
    for (const { row } of rows.rows) {
      if (needles.some((needle) => row.toLowerCase().includes(needle.toLowerCase())))
        found.push(`${name}: ${row.slice(0, 120)}`)
    }
  }
  return found
}

/** A guide session with an answer, a report and a comment under the person's display name. */
async function guideWithCommentAndReport(browser: TestBrowser) {
  const { sessionId } = await visitor(app, browser)
  await answer(app, browser, sessionId, { 'parental-separation': 'yes' })
  expect((await browser.post(`${G}/report/generate-complete/`, { session_id: sessionId })).statusCode).toBe(
    200,
  )
  const comment = await browser.post(`${G}/comments/`, {
    session_id: sessionId,
    section_slug: 'about',
    body: 'Mine.',
    anonymous: false,
  })
  expect(comment.json().author).not.toBeNull()
  return { sessionId, commentId: comment.json().id as number }
}

describe('export', () => {
  it('gives the person everything about their account as a JSON download, without secrets', async () => {
    const { browser, email } = await signedUpBrowser(app, mailbox)
    const res = await browser.get('/api/v1/account/export')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toBe('attachment; filename="kindred-export.json"')
    expect(res.headers['cache-control']).toBe('no-store')
    const data = res.json()
    expect(data.account).toMatchObject({ email, has_password: true, google_linked: false })
    expect(data.sessions).toHaveLength(1)
    expect(data.guide).toEqual({ sessions: [], comments: [] })
    expect(res.body).not.toMatch(/argon2|token_hash|password_hash/)
    for (const cookie of browser.cookies.values()) expect(res.body).not.toContain(cookie)
  })

  it('includes the guide: sessions with answers and report, and comments, but never the session key', async () => {
    const { browser } = await signedUpBrowser(app, mailbox)
    const { sessionId } = await guideWithCommentAndReport(browser)
    const res = await browser.get('/api/v1/account/export')
    const { guide } = res.json()
    expect(guide.sessions).toHaveLength(1)
    expect(guide.sessions[0].answers).toMatchObject([
      { item: 'parental-separation', answer: 'yes', counts: true },
    ])
    expect(guide.sessions[0].report).toMatchObject({ status: 'complete', scores: { ace: 1 } })
    expect(guide.comments).toMatchObject([{ section: 'about', body: 'Mine.', edited_at: null }])
    expect(res.body).not.toContain(sessionId)
  })

  it('is only for the signed-in person', async () => {
    expect((await new TestBrowser(app).get('/api/v1/account/export')).statusCode).toBe(401)
  })
})

describe('erasure', () => {
  it('needs the password, and a wrong one erases nothing', async () => {
    const { browser, email } = await signedUpBrowser(app, mailbox)
    expect((await browser.delete('/api/v1/account', {})).statusCode).toBe(422)
    const wrong = await browser.delete('/api/v1/account', { password: 'not my password at all' })
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS')
    expect(await db.select().from(users).where(eq(users.emailNormalized, email.toLowerCase()))).toHaveLength(
      1,
    )
    expect((await browser.get('/api/v1/auth/me')).statusCode).toBe(200)
  })

  it('erases everything of the person, ends every session at once, and the address can register again', async () => {
    const { browser, email } = await signedUpBrowser(app, mailbox)
    const other = new TestBrowser(app)
    expect((await other.post('/api/v1/auth/login', { email, password: GOOD_PASSWORD })).statusCode).toBe(200)
    await browser.post('/api/v1/auth/password/forgot', { email }) // leaves a token and queued mail behind
    const guide = await guideWithCommentAndReport(browser)
    const [row] = await db.select().from(users).where(eq(users.emailNormalized, email.toLowerCase()))

    const res = await browser.delete('/api/v1/account', { password: GOOD_PASSWORD })
    expect(res.statusCode).toBe(204)

    for (const b of [browser, other]) {
      const stale = b.clone()
      expect((await stale.get('/api/v1/auth/me')).statusCode).toBe(401)
    }
    expect((await other.post('/api/v1/auth/refresh')).statusCode).toBe(401)
    expect(await rowsMentioning([email, row!.publicId, row!.displayName])).toEqual([])
    const owned = (await db.execute(
      sql`select (select count(*) from sessions where user_id = ${row!.id})::int
            + (select count(*) from auth_tokens where user_id = ${row!.id})::int
            + (select count(*) from outbox where user_id = ${row!.id})::int
            + (select count(*) from guide_sessions where user_id = ${row!.id})::int
            + (select count(*) from guide_comments where user_id = ${row!.id})::int as n`,
    )) as unknown as { rows: { n: number }[] }
    expect(owned.rows[0]!.n).toBe(0)
    expect((await browser.get(`${G}/user_answer/list/${guide.sessionId}/`)).statusCode).toBe(404)
    const left = (await new TestBrowser(app).get(`${G}/comments/list/?section_slug=about`)).json().results
    expect(left.map((c: { id: number }) => c.id)).not.toContain(guide.commentId)

    const again = await signedUpBrowser(app, mailbox, email, 'a brand new passphrase')
    expect((await again.browser.get('/api/v1/auth/me')).json().user.email).toBe(email)
  })

  it('asks a Google-only account for a fresh Google sign-in', async () => {
    const { browser, email } = await signedUpBrowser(app, mailbox)
    const erase = () => browser.delete('/api/v1/account', {})
    await db
      .update(users)
      .set({
        passwordHash: null,
        googleSubject: `google-${email}`,
        googleAuthAt: new Date(clock.now().getTime() - 11 * 60_000),
      })
      .where(eq(users.emailNormalized, email.toLowerCase()))
    // Changed behind the server's back, as an operator would: the session check hears of it a moment
    // after the commit (LISTEN/NOTIFY, decision 060), so each refusal is asked until it reflects it.
    const stale = await answerWithin(erase, (res) => res.json().code === 'REAUTHENTICATION_REQUIRED')
    expect(stale.statusCode).toBe(403)

    await db
      .update(users)
      .set({ googleAuthAt: clock.now() })
      .where(eq(users.emailNormalized, email.toLowerCase()))
    expect((await answerWithin(erase, (res) => res.statusCode !== 403)).statusCode).toBe(204)
  })
})
