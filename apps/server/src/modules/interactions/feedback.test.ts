import { describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import {
  INTERACTION_PATHS,
  type FeedbackListResponse,
  type FeedbackSummary,
} from '@kindred/contract/interactions'
import { queryRows } from '../../lib/query-rows'
import { block, writeComment, interactionsSuite } from '../../../test/interaction-fixtures'
import { share } from '../../../test/memory-fixtures'
import type { TestBrowser } from '../../../test/test-browser'

// Supportive phrases instead of writing (SPEC §6): offered by target type in file order, given and
// taken back idempotently, never to your own memory or comment, counted by the trigger.

const suite = await interactionsSuite('reader', 'second')
const { app, db, author, visitor } = suite
const [reader, second] = suite.people

const phrases = async (type: string) =>
  ((await visitor.get(`${INTERACTION_PATHS.feedbackList}?type=${type}`)).json() as FeedbackListResponse)
    .results
const memoryPhrases = await phrases('memory')
const commentPhrases = await phrases('comment')
const bySlug = (slug: string) => [...memoryPhrases, ...commentPhrases].find((p) => p.slug === slug)!
const thanks = bySlug('thank-you-for-sharing')
const believe = bySlug('i-believe-you')
const notYourFault = bySlug('it-was-not-your-fault')
const wellSaid = bySlug('well-said')

const give = (browser: TestBrowser, body: object) => browser.post(INTERACTION_PATHS.feedback, body)
const takeBack = (browser: TestBrowser, body: object) => browser.delete(INTERACTION_PATHS.feedback, body)
const summary = async (browser: TestBrowser, query: string) => {
  const res = await browser.get(`${INTERACTION_PATHS.userFeedback}?${query}`)
  return { status: res.statusCode, body: res.json() as FeedbackSummary }
}
const givenRows = async () =>
  (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from feedback_given`))[0]!.n

describe('the phrases on offer', () => {
  it('are the enabled ones that apply, in file order', () => {
    expect(memoryPhrases.map((p) => p.label)).toEqual([
      'Thank you for sharing',
      'I believe you',
      'You are not alone',
      'This helped me',
      'Sending strength',
      'It was not your fault',
      'You deserved better',
    ])
    expect(commentPhrases.map((p) => p.slug)).toContain('well-said')
    expect(commentPhrases.map((p) => p.slug)).not.toContain('it-was-not-your-fault')
    expect(thanks).toMatchObject({ applies_to: ['memory', 'comment'] })
  })

  it('need a known type', async () => {
    expect((await visitor.get(`${INTERACTION_PATHS.feedbackList}?type=guide`)).statusCode).toBe(422)
    expect((await visitor.get(INTERACTION_PATHS.feedbackList)).statusCode).toBe(422)
  })
})

describe('giving a phrase to a memory', () => {
  it('gives (201), gives again without change (200), counts and lists yours', async () => {
    const memory = await share(author.browser)
    const body = { feedback_id: thanks.id, shareable_link: memory.shareable_link }
    const first = await give(reader.browser, body)
    expect(first.statusCode).toBe(201)
    expect(first.json()).toEqual({
      feedback_id: thanks.id,
      active: true,
      counts: [{ feedback_id: thanks.id, label: 'Thank you for sharing', count: 1 }],
      mine: [thanks.id],
    })
    const again = await give(reader.browser, body)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    await give(second.browser, body)
    await give(second.browser, { ...body, feedback_id: notYourFault.id })

    const theirs = await summary(second.browser, `shareable_link=${memory.shareable_link}`)
    expect(theirs).toEqual({
      status: 200,
      body: {
        counts: [
          { feedback_id: thanks.id, label: 'Thank you for sharing', count: 2 },
          { feedback_id: notYourFault.id, label: 'It was not your fault', count: 1 },
        ],
        mine: [thanks.id, notYourFault.id],
      },
    })
    const visitors = await summary(visitor, `shareable_link=${memory.shareable_link}`)
    expect(visitors.body.mine).toEqual([])
    expect(visitors.body.counts).toEqual(theirs.body.counts)
  })

  it('takes back idempotently, and the count goes with it', async () => {
    const memory = await share(author.browser)
    const body = { feedback_id: believe.id, shareable_link: memory.shareable_link }
    await give(reader.browser, body)
    const removed = await takeBack(reader.browser, body)
    expect(removed.statusCode).toBe(200)
    expect(removed.json()).toEqual({ feedback_id: believe.id, active: false, counts: [], mine: [] })
    expect((await takeBack(reader.browser, body)).json()).toEqual(removed.json())
    expect((await summary(visitor, `shareable_link=${memory.shareable_link}`)).body.counts).toEqual([])
  })

  it('refuses your own memory (403), a phrase not offered for memories (422), visitors (401)', async () => {
    const memory = await share(author.browser)
    const link = memory.shareable_link
    const before = await givenRows()
    const own = await give(author.browser, { feedback_id: thanks.id, shareable_link: link })
    expect(own.statusCode).toBe(403)
    expect(own.json().message).toBe("You can't give feedback on your own memory.")
    const wrongType = await give(reader.browser, { feedback_id: wellSaid.id, shareable_link: link })
    expect(wrongType.statusCode).toBe(422)
    expect(wrongType.json().fields).toEqual([
      { path: 'body.feedback_id', message: 'This phrase is not offered for a memory.' },
    ])
    expect((await give(reader.browser, { feedback_id: 99_999, shareable_link: link })).statusCode).toBe(422)
    expect((await give(visitor, { feedback_id: thanks.id, shareable_link: link })).statusCode).toBe(401)
    expect((await give(reader.browser, { feedback_id: thanks.id })).statusCode).toBe(422)
    expect(
      (await give(reader.browser, { feedback_id: thanks.id, shareable_link: link, comment_id: 1 }))
        .statusCode,
    ).toBe(422)
    const journal = await share(author.browser, { visibility: 'private' })
    expect(
      (await give(reader.browser, { feedback_id: thanks.id, shareable_link: journal.shareable_link }))
        .statusCode,
    ).toBe(404)
    expect((await summary(reader.browser, `shareable_link=${journal.shareable_link}`)).status).toBe(404)
    expect(await givenRows()).toBe(before)
  })
})

describe('giving a phrase to a comment', () => {
  it('gives to a live comment on a memory you can read, not your own', async () => {
    const memory = await share(author.browser)
    const commentId = await writeComment(app, memory.shareable_link, second.id)
    const first = await give(reader.browser, { feedback_id: wellSaid.id, comment_id: commentId })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({
      counts: [{ feedback_id: wellSaid.id, count: 1 }],
      mine: [wellSaid.id],
    })
    // The memory's author may thank a commenter.
    expect((await give(author.browser, { feedback_id: thanks.id, comment_id: commentId })).statusCode).toBe(
      201,
    )
    const own = await give(second.browser, { feedback_id: thanks.id, comment_id: commentId })
    expect(own.statusCode).toBe(403)
    expect(own.json().message).toBe("You can't give feedback on your own comment.")
    expect(
      (await give(reader.browser, { feedback_id: notYourFault.id, comment_id: commentId })).statusCode,
    ).toBe(422)
    const seen = await summary(visitor, `comment_id=${commentId}`)
    expect(seen.body.counts.map((c) => [c.feedback_id, c.count])).toEqual([
      [thanks.id, 1],
      [wellSaid.id, 1],
    ])
    // The memory's own feedback is apart from its comments'.
    expect((await summary(visitor, `shareable_link=${memory.shareable_link}`)).body.counts).toEqual([])
  })

  it('answers 404 for a comment behind a block', async () => {
    const memory = await share(author.browser)
    const commentId = await writeComment(app, memory.shareable_link, second.id)
    await block(app, second.id, reader.id)
    expect((await give(reader.browser, { feedback_id: thanks.id, comment_id: commentId })).statusCode).toBe(
      404,
    )
    expect((await summary(reader.browser, `comment_id=${commentId}`)).status).toBe(404)
    expect((await summary(visitor, `comment_id=${commentId}`)).status).toBe(200)
    await db.execute(sql`delete from user_blocks`)
    expect((await summary(visitor, 'comment_id=1x')).status).toBe(422)
    expect((await summary(visitor, '')).status).toBe(422)
  })
})
