import { describe, expect, it } from 'vitest'
import { MEMORY_PATHS } from '@kindred/contract/memories'
import { MODERATION_PATHS, type ReportReason } from '@kindred/contract/moderation'
import { MODERATION_QUEUE_PATHS, type QueuePage } from '@kindred/contract/moderation-queue'
import { quickPerson } from '../../../test/interaction-fixtures'
import { comment } from '../../../test/comment-fixtures'
import { share } from '../../../test/memory-fixtures'
import { allNotifications, buildNotificationsApp } from '../../../test/notification-fixtures'
import { decided, moderatorNamed, setAsideAs, underRule } from '../../../test/moderation-fixtures'
import { TestBrowser } from '../../../test/test-browser'

// The moderators' queue (SPEC §10): only moderators and admins; open reports grouped by what they
// are about, oldest first, with the snapshot, reasons and notes but never the reporters; a decision
// closes them, is logged without content, and tells each reporter the outcome.

const { app, clock } = await buildNotificationsApp()

const moderator = await moderatorNamed(app, 'mod')
const reasons = (
  (await new TestBrowser(app).get(MODERATION_PATHS.reasons(2))).json() as { results: ReportReason[] }
).results.filter((reason) => reason.kind === 'violation')

const report = (
  browser: TestBrowser,
  targetKind: 1 | 2 | 3,
  target: string,
  reason = reasons[0]!,
  details?: string,
) => browser.post(MODERATION_PATHS.report, { target_kind: targetKind, target, reason_id: reason.id, details })

const queue = async (browser: TestBrowser = moderator.browser) =>
  (await browser.get(MODERATION_QUEUE_PATHS.queue)).json() as QueuePage

describe('who may use the queue', () => {
  it('answers 401 to a visitor and 403 to a person, and lets moderators and admins in', async () => {
    const person = await quickPerson(app, 'person')
    const admin = await moderatorNamed(app, 'admin', 'admin')
    for (const [method, path] of [
      ['GET', MODERATION_QUEUE_PATHS.queue],
      ['GET', MODERATION_QUEUE_PATHS.log],
      ['POST', MODERATION_QUEUE_PATHS.decide],
    ] as const) {
      const body = { subject_kind: 'comment', subject_id: '1', decision: 'dismiss' }
      expect((await new TestBrowser(app).request(method, path, { body })).statusCode, path).toBe(401)
      expect((await person.browser.request(method, path, { body })).statusCode, path).toBe(403)
    }
    expect((await moderator.browser.get(MODERATION_QUEUE_PATHS.queue)).statusCode).toBe(200)
    expect((await admin.browser.get(MODERATION_QUEUE_PATHS.log)).statusCode).toBe(200)
  })
})

describe('the queue and a decision', () => {
  it('groups open reports by subject, oldest first, and dismissing tells each reporter the outcome', async () => {
    const author = await quickPerson(app, 'author')
    const memory = await share(author.browser, { title: 'The school run' })
    const commenter = await quickPerson(app, 'commenter')
    const said = await comment(commenter.browser, memory.shareable_link, 'A comment some people reported.')
    const reporters = [
      await quickPerson(app, 'r1'),
      await quickPerson(app, 'r2'),
      await quickPerson(app, 'r3'),
    ]

    expect((await report(reporters[0]!.browser, 1, memory.shareable_link)).statusCode).toBe(201)
    clock.advance(60_000)
    await report(reporters[0]!.browser, 2, said.id, reasons[0], 'It mocks the author.')
    await report(reporters[1]!.browser, 2, said.id, reasons[1] ?? reasons[0])
    await report(reporters[2]!.browser, 2, said.id, reasons[0])

    const open = (await queue()).results.filter((item) =>
      [memory.shareable_link, said.id].includes(item.subject.id),
    )
    expect(open.map((item) => [item.subject.kind, item.reports])).toEqual([
      ['memory', 1],
      ['comment', 3],
    ])
    const onComment = open[1]!
    expect(onComment).toMatchObject({
      subject: {
        kind: 'comment',
        id: said.id,
        link: `/memories/m/${memory.shareable_link}#comment-${said.id}`,
      },
      snapshot: 'A comment some people reported.',
      notes: ['It mocks the author.'],
    })
    expect(onComment.reasons.reduce((sum, reason) => sum + reason.count, 0)).toBe(3)
    expect(onComment.reasons[0]!.label).toBe(reasons[0]!.label)
    const body = JSON.stringify(open)
    for (const reporter of reporters) {
      expect(body).not.toContain(reporter.publicId)
      expect(body).not.toContain(reporter.displayName)
    }

    const dismissed = await moderator.browser.post(MODERATION_QUEUE_PATHS.decide, {
      subject_kind: 'comment',
      subject_id: said.id,
      decision: 'dismiss',
    })
    expect(dismissed.json()).toEqual(decided('dismiss', 3, false))
    expect((await queue()).results.map((item) => item.subject.id)).not.toContain(said.id)

    for (const reporter of reporters) {
      const told = await allNotifications(reporter.browser)
      expect(told).toEqual([
        expect.objectContaining({
          type: 'report_outcome',
          family: 'general',
          target: expect.objectContaining({ kind: 'report' }),
          actors: { people: [], count: 0 },
          text: 'Thank you for your report. We looked at the comment you reported and it stays up: we did not find that it breaks our rules.',
        }),
      ])
    }
    // Neither the commenter nor the memory's author hears of reports that changed nothing.
    expect(await allNotifications(commenter.browser)).toEqual([])

    // Deciding again finds nothing open.
    const again = await moderator.browser.post(MODERATION_QUEUE_PATHS.decide, {
      subject_kind: 'comment',
      subject_id: said.id,
      decision: 'dismiss',
    })
    expect(again.statusCode).toBe(404)
  })

  it('logs who decided what and when, and nothing of the content', async () => {
    const author = await quickPerson(app, 'author')
    const memory = await share(author.browser, { title: 'Unmistakable moderated title' })
    await report((await quickPerson(app, 'reporter')).browser, 1, memory.shareable_link, reasons[0], 'A note')
    await moderator.browser.post(MODERATION_QUEUE_PATHS.decide, {
      subject_kind: 'memory',
      subject_id: memory.shareable_link,
      decision: 'dismiss',
    })
    const log = await moderator.browser.get(MODERATION_QUEUE_PATHS.log)
    expect(log.json().results[0]).toMatchObject({
      moderator: { public_id: moderator.publicId, display_name: moderator.displayName },
      subject_kind: 'memory',
      decision: 'dismiss',
      reports_closed: 1,
    })
    expect(log.body).not.toContain('Unmistakable moderated title')
    expect(log.body).not.toContain('A note')
    expect(log.body).not.toContain(memory.shareable_link)
  })

  it('refuses bad input with 422 and unknown subjects with 404, closing nothing', async () => {
    for (const body of [
      {},
      { subject_kind: 'memory', subject_id: 'x', decision: 'delete-everything' },
      { subject_kind: 'planet', subject_id: 'x', decision: 'dismiss' },
      { subject_kind: 'memory', subject_id: '', decision: 'dismiss' },
    ]) {
      expect((await moderator.browser.post(MODERATION_QUEUE_PATHS.decide, body)).statusCode).toBe(422)
    }
    for (const [kind, id] of [
      ['memory', 'no-such-memory'],
      ['comment', '0'],
      ['person', 'nobody'],
      ['guide_comment', '99999999'],
    ]) {
      const res = await moderator.browser.post(MODERATION_QUEUE_PATHS.decide, {
        subject_kind: kind,
        subject_id: id,
        decision: 'dismiss',
      })
      expect(res.statusCode, `${kind} ${id}`).toBe(404)
    }
    expect((await moderator.browser.get(`${MODERATION_QUEUE_PATHS.queue}?page=0`)).statusCode).toBe(422)
  })
})

describe('the export', () => {
  it('lists the reports a person made, with their note, without the reported text', async () => {
    const author = await quickPerson(app, 'author')
    const memory = await share(author.browser, { title: 'Someone else’s words' })
    const reporter = await quickPerson(app, 'reporter')
    await report(reporter.browser, 1, memory.shareable_link, reasons[0], 'Please look at this.')
    const res = await reporter.browser.get('/api/v1/account/export')
    expect(res.json().reports).toEqual([
      expect.objectContaining({
        subject_kind: 'memory',
        reason: reasons[0]!.slug,
        note: 'Please look at this.',
        decided_at: null,
      }),
    ])
    expect(res.body).not.toContain('Someone else’s words')
  })
})

describe('memories that reports hold, and that moderators hide or remove', () => {
  const detailsOf = (browser: TestBrowser, hashId: string) => browser.get(MEMORY_PATHS.details(hashId))
  const inFeed = async (browser: TestBrowser, link: string) =>
    (
      (await browser.get(`${MEMORY_PATHS.feed}?page=1`)).json() as { results: { shareable_link: string }[] }
    ).results.some((memory) => memory.shareable_link === link)

  it('holds a memory at three reports from different people until a moderator dismisses them', async () => {
    const author = await quickPerson(app, 'author')
    const reader = await quickPerson(app, 'reader')
    const memory = await share(author.browser, { title: 'Held for a while' })
    for (const label of ['h1', 'h2'])
      await report((await quickPerson(app, label)).browser, 1, memory.shareable_link)
    expect((await detailsOf(reader.browser, memory.hash_id)).statusCode).toBe(200)
    await report((await quickPerson(app, 'h3')).browser, 1, memory.shareable_link)

    expect((await detailsOf(reader.browser, memory.hash_id)).statusCode).toBe(404)
    expect((await detailsOf(new TestBrowser(app), memory.hash_id)).statusCode).toBe(404)
    expect(await inFeed(reader.browser, memory.shareable_link)).toBe(false)
    const own = await detailsOf(author.browser, memory.hash_id)
    expect(own.json()).toMatchObject({
      moderation: {
        state: 'held',
        rule_label: null,
        appeal: 'unavailable',
        appeal_waits_for_another_moderator: false,
      },
      title: 'Held for a while',
    })

    await moderator.browser.post(MODERATION_QUEUE_PATHS.decide, {
      subject_kind: 'memory',
      subject_id: memory.shareable_link,
      decision: 'dismiss',
    })
    expect((await detailsOf(reader.browser, memory.hash_id)).json()).toMatchObject({ moderation: null })
    expect(await inFeed(reader.browser, memory.shareable_link)).toBe(true)
  })

  it('hides a memory under a named rule: the author is told what and why, the reporter the outcome', async () => {
    const author = await quickPerson(app, 'author')
    const reporter = await quickPerson(app, 'reporter')
    const memory = await share(author.browser, { title: 'Crossed a line' })
    await report(reporter.browser, 1, memory.shareable_link)
    const rule = reasons[0]!

    const missing = await moderator.browser.post(MODERATION_QUEUE_PATHS.decide, {
      subject_kind: 'memory',
      subject_id: memory.shareable_link,
      decision: 'hide',
    })
    expect(missing.statusCode).toBe(422)
    const res = await moderator.browser.post(
      MODERATION_QUEUE_PATHS.decide,
      underRule('memory', memory.shareable_link, 'hide', rule.slug),
    )
    expect(res.json()).toEqual(decided('hide', 1, false))

    expect((await detailsOf(reporter.browser, memory.hash_id)).statusCode).toBe(404)
    expect((await detailsOf(author.browser, memory.hash_id)).json()).toMatchObject({
      moderation: setAsideAs('hidden', rule, 'available', false),
    })
    expect(await allNotifications(author.browser)).toEqual([
      expect.objectContaining({
        type: 'moderation_outcome',
        text: `The moderators hid your memory “Crossed a line” because it breaks our rule “${rule.label}”. Nobody else can see it now; you still can. If you think this is a mistake, you can appeal once, on the memory’s page.`,
        link: `/memories/m/${memory.shareable_link}`,
      }),
    ])
    const told = await allNotifications(reporter.browser)
    expect(told.map((n) => n.text)).toEqual([
      `Thank you for your report. The moderators hid the memory you reported: it breaks our rule “${rule.label}”.`,
    ])
    expect(JSON.stringify(told)).not.toContain('Crossed a line')
    const log = (await moderator.browser.get(MODERATION_QUEUE_PATHS.log)).json() as { results: unknown[] }
    expect(log.results[0]).toMatchObject({
      decision: 'hide',
      rule: rule.slug,
      rule_label: rule.label,
      subject_kind: 'memory',
    })
  })
})
