import { describe, expect, it } from 'vitest'
import { GuideReportSchema } from '@kindred/contract/guide'
import {
  GuideCommentListResponseSchema,
  SectionNamesResponseSchema,
} from '@kindred/contract/comments-sections'
import { answer, buildGuideApp, G, visitor } from '../../../test/guide-fixtures'
import { GOOD_PASSWORD, newEmail } from '../../../test/identity-fixtures'
import { startMailbox, tokenFrom } from '../../../test/mailbox'
import { TestBrowser } from '../../../test/test-browser'

const mailbox = await startMailbox()
const { app } = await buildGuideApp({ SMTP_URL: mailbox.url })

const list = async (browser: TestBrowser, query: string) => {
  const res = await browser.get(`${G}/comments/list/?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return GuideCommentListResponseSchema.parse(res.json())
}
const post = (browser: TestBrowser, body: Record<string, unknown>) => browser.post(`${G}/comments/`, body)

async function signedIn(email = newEmail('commenter')) {
  const browser = new TestBrowser(app)
  await browser.post('/api/v1/auth/register', { email, password: GOOD_PASSWORD })
  const mail = await mailbox.waitFor(email, /Confirm your email/)
  await browser.post('/api/v1/auth/verify-email', { token: tokenFrom(mail, '/auth/verify') })
  const me = (await browser.get('/api/v1/auth/me')).json() as {
    user: { public_id: string; display_name: string }
  }
  return { browser, user: me.user }
}

describe('comments on report sections', () => {
  it('are public, anonymous for visitors, and marked as mine for the session that wrote them', async () => {
    const writer = await visitor(app)
    const res = await post(writer.browser, {
      session_id: writer.sessionId,
      section_slug: 'trauma-bullying',
      body: '  A teacher who believed me made all the difference.  ',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      subject: { kind: 'section', section_slug: 'trauma-bullying', trauma_slug: 'bullying' },
      trauma_slug: 'bullying',
      author: null,
      mine: true,
      body: 'A teacher who believed me made all the difference.',
    })

    const reader = await visitor(app)
    const theirs = await list(reader.browser, `section_slug=trauma-bullying&session_id=${reader.sessionId}`)
    expect(theirs.results.map((c) => [c.id, c.mine])).toEqual([[res.json().id, false]])
    const mine = await list(writer.browser, `trauma_slug=bullying&session_id=${writer.sessionId}`)
    expect(mine.results[0]).toMatchObject({ id: res.json().id, mine: true })
    // What each may do with it (decision 078): its writer edits and deletes, anyone else flags and votes.
    const writers = { edit: true, delete: true, reply: false, love: false, report: false }
    const others = { edit: false, delete: false, reply: false, love: false, report: true }
    expect([res.json().abilities, mine.results[0]!.abilities]).toEqual([writers, writers])
    expect(theirs.results[0]!.abilities).toEqual(others)
    expect(mine).toMatchObject({ page: 1, limit: 100, total: 1 })
  })

  it('carry a signed-in author’s display name when they say so, and none when they choose anonymous', async () => {
    const { browser, user } = await signedIn()
    const { sessionId } = await visitor(app, browser)
    const named = await post(browser, {
      session_id: sessionId,
      section_slug: 'protective',
      body: 'My grandmother.',
      anonymous: false,
    })
    expect(named.json().author).toBe(user.display_name)
    const hidden = await post(browser, {
      session_id: sessionId,
      section_slug: 'protective',
      body: 'Music.',
      anonymous: true,
    })
    expect(hidden.json().author).toBeNull()
  })

  it('refuse unknown sections, mismatched types and empty text with 422', async () => {
    const { browser, sessionId } = await visitor(app)
    for (const [body, path] of [
      [{ section_slug: 'trauma-nothing', body: 'x' }, 'body.section_slug'],
      [{ section_slug: 'trauma-bullying', trauma_slug: 'foster-care', body: 'x' }, 'body.trauma_slug'],
      [{ section_slug: 'summary', trauma_slug: 'bullying', body: 'x' }, 'body.trauma_slug'],
      [{ section_slug: 'summary', body: '   ' }, 'body.body'],
      [{ section_slug: 'summary', body: 'x'.repeat(2001) }, 'body.body'],
    ] as const) {
      const res = await post(browser, { session_id: sessionId, ...body })
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
      expect(res.json().fields[0].path).toBe(path)
    }
  })

  it('google_id lists only the signed-in person’s own comments and is refused (403) for anyone else', async () => {
    const alice = await signedIn()
    const bob = await signedIn()
    const a = await visitor(app, alice.browser)
    await post(alice.browser, { session_id: a.sessionId, section_slug: 'about', body: 'Thank you for this.' })
    const own = await list(alice.browser, `google_id=${alice.user.public_id}`)
    expect(own.results.length).toBe(1)
    expect(own.results[0]!.mine).toBe(true)
    expect((await bob.browser.get(`${G}/comments/list/?google_id=${alice.user.public_id}`)).statusCode).toBe(
      403,
    )
    expect(
      (await new TestBrowser(app).get(`${G}/comments/list/?google_id=${alice.user.public_id}`)).statusCode,
    ).toBe(403)
  })
})

describe('helpful votes', () => {
  it('toggle per session, with counts, and vote-page-load lists what this session voted', async () => {
    const writer = await visitor(app)
    const comment = (
      await post(writer.browser, {
        session_id: writer.sessionId,
        section_slug: 'next-steps',
        body: 'Therapy helped.',
      })
    ).json()
    const a = await visitor(app)
    const b = await visitor(app)
    const vote = (v: { browser: TestBrowser; sessionId: string }) =>
      v.browser.post(`${G}/comments/${comment.id}/vote/`, { session_id: v.sessionId })
    expect((await vote(a)).json()).toEqual({ comment_id: comment.id, voted: true, helpful_count: 1 })
    expect((await vote(b)).json()).toEqual({ comment_id: comment.id, voted: true, helpful_count: 2 })
    expect((await vote(a)).json()).toEqual({ comment_id: comment.id, voted: false, helpful_count: 1 })
    expect((await b.browser.get(`${G}/vote-page-load/?session_id=${b.sessionId}`)).json()).toEqual({
      results: [{ comment_id: comment.id, helpful_count: 1 }],
    })
    expect((await a.browser.get(`${G}/vote-page-load/?session_id=${a.sessionId}`)).json()).toEqual({
      results: [],
    })
    expect(
      (await a.browser.post(`${G}/comments/99999999/vote/`, { session_id: a.sessionId })).statusCode,
    ).toBe(404)
  })
})

describe('section names', () => {
  it("lists the report's sections that have comments, with counts; another session's report → 404", async () => {
    const { browser, sessionId } = await visitor(app)
    await answer(app, browser, sessionId, { 'foster-care': 'yes' })
    const report = GuideReportSchema.parse(
      (await browser.post(`${G}/report/generate/`, { session_id: sessionId })).json(),
    )
    await post(browser, { session_id: sessionId, section_slug: 'trauma-foster-care', body: 'One.' })
    await post(browser, { session_id: sessionId, section_slug: 'trauma-foster-care', body: 'Two.' })
    const res = await browser.get(
      `${G}/comments/section-names/?report_id=${report.report_id}&session_id=${sessionId}`,
    )
    const names = SectionNamesResponseSchema.parse(res.json()).results
    const foster = names.find((n) => n.section_slug === 'trauma-foster-care')
    expect(foster).toMatchObject({ title: report.sections[1]!.title, count: 2 })
    expect(names.every((n) => report.sections.some((s) => s.slug === n.section_slug))).toBe(true)

    const other = await visitor(app)
    const stolen = await other.browser.get(
      `${G}/comments/section-names/?report_id=${report.report_id}&session_id=${other.sessionId}`,
    )
    expect(stolen.statusCode).toBe(404)
  })
})

describe('reporting a comment', () => {
  it('stores one report per person and hides the comment after three different people report it', async () => {
    const writer = await visitor(app)
    const comment = (
      await post(writer.browser, {
        session_id: writer.sessionId,
        section_slug: 'summary',
        body: 'Something unkind.',
      })
    ).json()
    const report = (v: { browser: TestBrowser; sessionId: string }) =>
      v.browser.post(`${G}/comments/${comment.id}/report/`, { session_id: v.sessionId, reason: 'harmful' })
    const first = await visitor(app)
    expect((await report(first)).statusCode).toBe(202)
    expect((await report(first)).statusCode).toBe(202) // the same reporter again counts once
    await report(await visitor(app))
    const visible = await list(first.browser, 'section_slug=summary')
    expect(visible.results.some((c) => c.id === comment.id)).toBe(true)
    await report(await visitor(app))
    const after = await list(first.browser, 'section_slug=summary')
    expect(after.results.some((c) => c.id === comment.id)).toBe(false)
  })

  it('needs a session or an account, and a known reason', async () => {
    const anyone = new TestBrowser(app)
    const writer = await visitor(app)
    const comment = (
      await post(writer.browser, { session_id: writer.sessionId, section_slug: 'about', body: 'Hi.' })
    ).json()
    expect((await anyone.post(`${G}/comments/${comment.id}/report/`, { reason: 'spam' })).statusCode).toBe(
      422,
    )
    expect(
      (
        await writer.browser.post(`${G}/comments/${comment.id}/report/`, {
          session_id: writer.sessionId,
          reason: 'meh',
        })
      ).statusCode,
    ).toBe(422)
  })
})
