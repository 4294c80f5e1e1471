import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { GuideCommentListResponseSchema, GuideCommentSchema } from '@kindred/contract/comments-sections'
import { DAY } from '../../lib/clock'
import { buildGuideApp, G, visitor } from '../../../test/guide-fixtures'
import { signedUpBrowser } from '../../../test/identity-fixtures'
import { startMailbox } from '../../../test/mailbox'
import { TestBrowser } from '../../../test/test-browser'

// Decision 015: people edit and delete their own comments (a visitor by the session that wrote
// it, a signed-in person by their account); anyone else gets the 404 of a comment that does not
// exist, and nothing changes. Nobody marks their own comment helpful.
const mailbox = await startMailbox()
const { app, clock } = await buildGuideApp({ SMTP_URL: mailbox.url })
const { db } = app.database

type Person = { browser: TestBrowser; sessionId: string }

const write = async (who: Person, body = 'Walking every morning helped me.', section = 'summary') => {
  const res = await who.browser.post(`${G}/comments/`, {
    session_id: who.sessionId,
    section_slug: section,
    body,
  })
  expect(res.statusCode, res.body).toBe(201)
  return GuideCommentSchema.parse(res.json())
}
const edit = (browser: TestBrowser, id: number | string, body: Record<string, unknown>) =>
  browser.request('PATCH', `${G}/comments/${id}/`, { body })
const remove = (browser: TestBrowser, id: number | string, sessionId?: string) =>
  browser.delete(`${G}/comments/${id}/${sessionId ? `?session_id=${sessionId}` : ''}`)
const vote = (who: Person, id: number) =>
  who.browser.post(`${G}/comments/${id}/vote/`, { session_id: who.sessionId })
const report = (who: Person, id: number) =>
  who.browser.post(`${G}/comments/${id}/report/`, { session_id: who.sessionId, reason: 'spam' })

/** Everything stored about one comment: the row, its votes and its reports. */
async function stored(id: number) {
  const result = (await db.execute(sql`
    select (select row_to_json(c)::text from guide_comments c where c.id = ${id}) as comment,
           (select count(*)::int from guide_comment_votes where comment_id = ${id}) as votes,
           (select count(*)::int from flags where subject_kind = 'guide_comment' and subject_id = ${id}) as reports`)) as unknown as {
    rows: { comment: string | null; votes: number; reports: number }[]
  }
  return result.rows[0]!
}

async function listed(who: Person, id: number) {
  const res = await who.browser.get(`${G}/comments/list/?section_slug=summary&session_id=${who.sessionId}`)
  return GuideCommentListResponseSchema.parse(res.json()).results.find((c) => c.id === id)
}

describe('editing your own comment', () => {
  it('changes the text, says it was edited, and keeps its votes', async () => {
    const writer = await visitor(app)
    const comment = await write(writer)
    expect(comment.edited_at).toBeNull()
    await vote(await visitor(app), comment.id)

    clock.advance(60_000)
    const res = await edit(writer.browser, comment.id, {
      session_id: writer.sessionId,
      body: '  Walking, and a friend who listened.  ',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(GuideCommentSchema.parse(res.json())).toMatchObject({
      id: comment.id,
      body: 'Walking, and a friend who listened.',
      edited_at: clock.now().toISOString(),
      created_at: comment.created_at,
      helpful_count: 1,
      mine: true,
    })
    const reader = await visitor(app)
    expect(await listed(reader, comment.id)).toMatchObject({
      body: 'Walking, and a friend who listened.',
      edited_at: clock.now().toISOString(),
      mine: false,
    })
  })

  it('does not mark a comment edited when the text stays the same', async () => {
    const writer = await visitor(app)
    const comment = await write(writer, 'Same words.')
    const res = await edit(writer.browser, comment.id, { session_id: writer.sessionId, body: 'Same words. ' })
    expect(res.json()).toMatchObject({ body: 'Same words.', edited_at: null })
  })

  it('refuses bad text exactly as posting does (422), and changes nothing', async () => {
    const writer = await visitor(app)
    const comment = await write(writer)
    const before = await stored(comment.id)
    for (const [body, path] of [
      [{ body: '   ' }, 'body.body'],
      [{ body: '' }, 'body.body'],
      [{ body: 'x'.repeat(2001) }, 'body.body'],
      [{ body: 'a\u0000b' }, 'body.body'],
      [{}, 'body.body'],
      [{ body: 42 }, 'body.body'],
    ] as const) {
      const res = await edit(writer.browser, comment.id, { session_id: writer.sessionId, ...body })
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
      expect(res.json().fields[0].path).toBe(path)
    }
    const nobody = await edit(new TestBrowser(app), comment.id, { body: 'Mine now.' })
    expect(nobody.statusCode).toBe(422)
    expect(nobody.json().fields[0].path).toBe('body.session_id')
    const nobodyDeletes = await remove(new TestBrowser(app), comment.id)
    expect([nobodyDeletes.statusCode, nobodyDeletes.json().fields[0].path]).toEqual([
      422,
      'querystring.session_id',
    ])
    const malformed = await edit(writer.browser, comment.id, { session_id: 'nope', body: 'Hi.' })
    expect([malformed.statusCode, malformed.json().message]).toEqual([400, 'session_id is invalid'])
    expect(
      (await edit(writer.browser, 'abc', { session_id: writer.sessionId, body: 'Hi.' })).statusCode,
    ).toBe(422)
    expect(await stored(comment.id)).toEqual(before)
  })
})

describe('deleting your own comment', () => {
  it('removes it with its votes and reports; a second delete is a 404', async () => {
    const writer = await visitor(app)
    const comment = await write(writer)
    const reader = await visitor(app)
    await vote(reader, comment.id)
    await report(reader, comment.id)
    expect(await stored(comment.id)).toMatchObject({ votes: 1, reports: 1 })

    const res = await remove(writer.browser, comment.id, writer.sessionId)
    expect(res.statusCode).toBe(204)
    expect(await stored(comment.id)).toEqual({ comment: null, votes: 0, reports: 0 })
    expect(await listed(reader, comment.id)).toBeUndefined()
    expect((await reader.browser.get(`${G}/vote-page-load/?session_id=${reader.sessionId}`)).json()).toEqual({
      results: [],
    })
    expect((await remove(writer.browser, comment.id, writer.sessionId)).statusCode).toBe(404)
  })

  it('works on a comment hidden by reports (the author can always take their words back), which cannot be edited', async () => {
    const writer = await visitor(app)
    const comment = await write(writer)
    for (let i = 0; i < 3; i++) await report(await visitor(app), comment.id)
    const hidden = await edit(writer.browser, comment.id, { session_id: writer.sessionId, body: 'Changed.' })
    expect(hidden.statusCode).toBe(404)
    expect((await remove(writer.browser, comment.id, writer.sessionId)).statusCode).toBe(204)
    expect((await stored(comment.id)).comment).toBeNull()
  })
})

describe("someone else's comment", () => {
  it('is a 404 like a comment that does not exist, for editing and deleting, and nothing changes', async () => {
    const writer = await visitor(app)
    const comment = await write(writer)
    const other = await visitor(app)
    const { browser: signedIn } = await signedUpBrowser(app, mailbox)
    const stranger = await visitor(app, signedIn)
    const before = await stored(comment.id)

    const missing = await edit(other.browser, 99_999_999, { session_id: other.sessionId, body: 'Hi.' })
    expect(missing.statusCode).toBe(404)
    for (const who of [other, stranger]) {
      const edited = await edit(who.browser, comment.id, { session_id: who.sessionId, body: 'Not yours.' })
      expect(edited.statusCode).toBe(404)
      expect(edited.json()).toEqual(missing.json())
      const deleted = await remove(who.browser, comment.id, who.sessionId)
      expect(deleted.statusCode).toBe(404)
      expect(deleted.json()).toEqual(missing.json())
    }
    // Signed in, without a session: still not theirs.
    expect((await remove(signedIn, comment.id)).statusCode).toBe(404)
    expect(await stored(comment.id)).toEqual(before)
  })
})

describe('a signed-in author', () => {
  it('edits and deletes by account, from another device and without a session', async () => {
    const { browser: laptop, email, password } = await signedUpBrowser(app, mailbox)
    const first = await visitor(app, laptop)
    const comment = await write(first)

    const phone = new TestBrowser(app)
    expect((await phone.post('/api/v1/auth/login', { email, password })).statusCode).toBe(200)
    const second = await visitor(app, phone)
    expect(await listed(second, comment.id)).toMatchObject({ mine: true })
    const res = await edit(phone, comment.id, { body: 'Edited on my phone.' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ body: 'Edited on my phone.', mine: true })
    expect((await remove(phone, comment.id, second.sessionId)).statusCode).toBe(204)
    expect((await stored(comment.id)).comment).toBeNull()
  })

  it('keeps their comments, and can still change them, after deleting their answers', async () => {
    const { browser } = await signedUpBrowser(app, mailbox)
    const guide = await visitor(app, browser)
    const comment = await write(guide)
    expect((await browser.delete(`${G}/sessions/${guide.sessionId}/`)).statusCode).toBe(204)
    const res = await edit(browser, comment.id, { body: 'Still mine.' })
    expect(res.statusCode, res.body).toBe(200)
    expect((await remove(browser, comment.id)).statusCode).toBe(204)
  })
})

describe('a visitor who deletes their answers', () => {
  it('leaves their comments up, anonymous, and can no longer change them (as the comment form says)', async () => {
    const writer = await visitor(app)
    const comment = await write(writer)
    expect((await writer.browser.delete(`${G}/sessions/${writer.sessionId}/`)).statusCode).toBe(204)
    const reader = await visitor(app)
    expect(await listed(reader, comment.id)).toMatchObject({ author: null, body: comment.body })
    const edited = await edit(writer.browser, comment.id, { session_id: writer.sessionId, body: 'Changed.' })
    expect([edited.statusCode, edited.json().message]).toEqual([404, 'session_id is not found'])
    expect((await remove(writer.browser, comment.id, writer.sessionId)).statusCode).toBe(404)
    expect((await stored(comment.id)).comment).toContain('"session_id":null')
  })

  it('is in the same place when their answers expire after 30 days unused', async () => {
    const writer = await visitor(app)
    const comment = await write(writer)
    clock.advance(31 * DAY)
    await app.guide.purgeExpired()
    expect((await stored(comment.id)).comment).toContain('"session_id":null')
  })
})

describe('helpful votes on your own comment', () => {
  it('are refused (403) from the session that wrote it, and nothing changes', async () => {
    const writer = await visitor(app)
    const comment = await write(writer)
    const res = await vote(writer, comment.id)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({
      code: 'OWN_COMMENT',
      message: expect.stringMatching(/your own comment/),
    })
    expect((await stored(comment.id)).votes).toBe(0)
  })

  it('are refused from another session of the same account', async () => {
    const { browser } = await signedUpBrowser(app, mailbox)
    const comment = await write(await visitor(app, browser))
    const res = await vote(await visitor(app, browser), comment.id)
    expect(res.statusCode).toBe(403)
    expect((await stored(comment.id)).votes).toBe(0)
  })
})
