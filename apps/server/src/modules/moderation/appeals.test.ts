import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { MEMORY_PATHS, type Memory } from '@kindred/contract/memories'
import { MODERATION_PATHS, type ReportReason } from '@kindred/contract/moderation'
import { MODERATION_APPEAL_PATHS, type AppealsPage } from '@kindred/contract/moderation-appeals'
import { MODERATION_QUEUE_PATHS, type LogEntry } from '@kindred/contract/moderation-queue'
import { comment, commentsOf } from '../../../test/comment-fixtures'
import { quickPerson } from '../../../test/interaction-fixtures'
import { GOOD_PASSWORD } from '../../../test/identity-fixtures'
import { share } from '../../../test/memory-fixtures'
import { allNotifications, buildNotificationsApp } from '../../../test/notification-fixtures'
import { moderatorNamed, setAsideAs, underRule } from '../../../test/moderation-fixtures'
import { TestBrowser } from '../../../test/test-browser'
import { moderationAppeals } from '../../db/schema'

// Appeals (SPEC §10): the author of a memory or comment a moderator hid or removed may appeal once;
// a different moderator restores it or keeps the decision; the author is told, and on a restore so
// are the people who reported it. Nobody else can appeal, and nobody but moderators sees appeals.

const { app } = await buildNotificationsApp()
const { db } = app.database

const first = await moderatorNamed(app, 'first-mod')
const second = await moderatorNamed(app, 'second-mod')
const rule = (
  (await new TestBrowser(app).get(MODERATION_PATHS.reasons(2))).json() as { results: ReportReason[] }
).results.find((reason) => reason.kind === 'violation')!

const appeal = (browser: TestBrowser, kind: 'memory' | 'comment', id: string, note = 'Please look again.') =>
  browser.post(MODERATION_APPEAL_PATHS.appeal, { subject_kind: kind, subject_id: id, note })
const openAppeals = async (browser: TestBrowser) =>
  ((await browser.get(MODERATION_APPEAL_PATHS.appeals)).json() as AppealsPage).results
const decideAppeal = (browser: TestBrowser, appealId: number, outcome: 'restore' | 'uphold') =>
  browser.post(MODERATION_APPEAL_PATHS.decide, { appeal_id: appealId, outcome })

/** A comment reported by `reporter` and removed by the first moderator. */
async function removedComment(text: string) {
  const author = await quickPerson(app, 'memory-author')
  const commenter = await quickPerson(app, 'commenter')
  const reporter = await quickPerson(app, 'reporter')
  const memory = await share(author.browser, { title: 'The long summer' })
  const said = await comment(commenter.browser, memory.shareable_link, text)
  await reporter.browser.post(MODERATION_PATHS.report, {
    target_kind: 2,
    target: said.id,
    reason_id: rule.id,
  })
  const res = await first.browser.post(
    MODERATION_QUEUE_PATHS.decide,
    underRule('comment', said.id, 'remove', rule.slug),
  )
  expect(res.statusCode).toBe(200)
  return { memory, said, commenter, reporter, author }
}

describe('an appeal of a removed comment', () => {
  it('goes to another moderator, who restores it: the author and the reporter are told', async () => {
    const { memory, said, commenter, reporter } = await removedComment('Words I stand by.')

    expect((await appeal(reporter.browser, 'comment', said.id)).statusCode).toBe(404)
    const filed = await appeal(commenter.browser, 'comment', said.id, '  It was a quote from my mother.  ')
    expect(filed.statusCode).toBe(201)
    // Another moderator can decide it: it does not wait (decision 038).
    expect(filed.json()).toEqual({ appeal: 'open', waits_for_another_moderator: false })
    const twice = await appeal(commenter.browser, 'comment', said.id)
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toMatchObject({ code: 'ALREADY_APPEALED' })
    const own = (await commentsOf(commenter.browser, memory.shareable_link)).results[0]!
    expect(own.moderation).toEqual(setAsideAs('removed', rule, 'open', false))

    const seenByFirst = (await openAppeals(first.browser)).find((item) => item.subject.id === said.id)!
    expect(seenByFirst).toMatchObject({
      subject: {
        kind: 'comment',
        id: said.id,
        link: `/memories/m/${memory.shareable_link}#comment-${said.id}`,
      },
      decision: 'remove',
      rule_label: rule.label,
      content: 'Words I stand by.',
      note: 'It was a quote from my mother.',
      decided_by: { public_id: first.publicId, display_name: first.displayName },
      can_decide: false,
      waits_for_another_moderator: false,
    })
    expect(JSON.stringify(seenByFirst)).not.toContain(reporter.publicId)
    const refused = await decideAppeal(first.browser, seenByFirst.id, 'restore')
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'OWN_DECISION' })

    const seenBySecond = (await openAppeals(second.browser)).find((item) => item.id === seenByFirst.id)!
    expect(seenBySecond.can_decide).toBe(true)
    expect((await decideAppeal(second.browser, seenBySecond.id, 'restore')).json()).toEqual({
      outcome: 'restore',
    })
    expect((await decideAppeal(second.browser, seenBySecond.id, 'uphold')).statusCode).toBe(404)
    expect((await openAppeals(second.browser)).map((item) => item.id)).not.toContain(seenByFirst.id)

    const back = (await commentsOf(reporter.browser, memory.shareable_link)).results
    expect(back).toEqual([
      expect.objectContaining({ id: said.id, body: 'Words I stand by.', moderation: null }),
    ])
    expect(
      ((await reporter.browser.get(MEMORY_PATHS.details(memory.hash_id))).json() as Memory).counts.comments,
    ).toBe(1)
    expect((await allNotifications(commenter.browser))[0]).toMatchObject({
      type: 'moderation_outcome',
      text: 'A second moderator looked at your appeal and restored your comment on “The long summer”: it is shown again.',
      link: `/memories/m/${memory.shareable_link}#comment-${said.id}`,
    })
    expect((await allNotifications(reporter.browser)).map((n) => n.text)).toEqual([
      'An update on your report: its author appealed, and a second moderator decided the comment you reported can stay up. It is shown again.',
      `Thank you for your report. The moderators removed the comment you reported: it breaks our rule “${rule.label}”.`,
    ])
    const log = ((await second.browser.get(MODERATION_QUEUE_PATHS.log)).json() as { results: LogEntry[] })
      .results
    expect(log[0]).toMatchObject({
      moderator: { public_id: second.publicId },
      subject_kind: 'comment',
      decision: 'restore',
      rule: rule.slug,
    })
    expect(JSON.stringify(log)).not.toContain('Words I stand by.')
    expect(JSON.stringify(log)).not.toContain('quote from my mother')
  })

  it('can be upheld: it stays removed, the author is told, the reporter hears nothing more', async () => {
    const { memory, said, commenter, reporter } = await removedComment('Words that stay down.')
    await appeal(commenter.browser, 'comment', said.id)
    const item = (await openAppeals(second.browser)).find((entry) => entry.subject.id === said.id)!
    expect((await decideAppeal(second.browser, item.id, 'uphold')).json()).toEqual({ outcome: 'uphold' })

    expect((await commentsOf(reporter.browser, memory.shareable_link)).results).toEqual([])
    const own = (await commentsOf(commenter.browser, memory.shareable_link)).results[0]!
    expect(own.moderation).toEqual(setAsideAs('removed', rule, 'upheld', false))
    expect((await allNotifications(commenter.browser))[0]!.text).toBe(
      'A second moderator looked at your appeal of the decision on your comment on “The long summer”, and it stands. Nobody else can see it; you still can.',
    )
    expect(await allNotifications(reporter.browser)).toHaveLength(1)
    expect((await appeal(commenter.browser, 'comment', said.id)).statusCode).toBe(409)
  })
})

describe('an appeal of a hidden memory', () => {
  it('restores the memory for everyone, and is in the author’s export', async () => {
    const author = await quickPerson(app, 'author')
    const reader = await quickPerson(app, 'reader')
    const memory = await share(author.browser, { title: 'The blue door' })
    await reader.browser.post(MODERATION_PATHS.report, {
      target_kind: 1,
      target: memory.shareable_link,
      reason_id: rule.id,
    })
    await first.browser.post(
      MODERATION_QUEUE_PATHS.decide,
      underRule('memory', memory.shareable_link, 'hide', rule.slug),
    )
    expect((await reader.browser.get(MEMORY_PATHS.details(memory.hash_id))).statusCode).toBe(404)
    expect(
      (await appeal(author.browser, 'memory', memory.shareable_link, 'It is my own story.')).statusCode,
    ).toBe(201)
    const mine = (await author.browser.get(MEMORY_PATHS.details(memory.hash_id))).json() as Memory
    expect(mine.moderation).toEqual(setAsideAs('hidden', rule, 'open', false))

    // The memory is named by its link, as its author's appeal names it, never by its internal id.
    const byLink = (await openAppeals(second.browser)).find(
      (entry) => entry.subject.id === memory.shareable_link,
    )!
    expect(byLink.subject.link).toBe(`/memories/m/${memory.shareable_link}`)
    expect(byLink.content).toContain('The blue door')
    await decideAppeal(second.browser, byLink.id, 'restore')
    expect((await reader.browser.get(MEMORY_PATHS.details(memory.hash_id))).statusCode).toBe(200)

    const exported = (await author.browser.get('/api/v1/account/export')).json() as {
      appeals: { subject_kind: string; note: string; outcome: string | null }[]
    }
    expect(exported.appeals).toEqual([
      expect.objectContaining({ subject_kind: 'memory', note: 'It is my own story.', outcome: 'restore' }),
    ])
  })
})

describe('erasing the author of an appeal', () => {
  it('takes their appeal with them and leaves the log, without content, to the moderators', async () => {
    const { said, commenter } = await removedComment('Words of an account that leaves.')
    await appeal(commenter.browser, 'comment', said.id, 'My own words, gone with me.')
    const before = (await openAppeals(second.browser)).find((item) => item.subject.id === said.id)
    expect(before).toBeDefined()

    expect((await commenter.browser.delete('/api/v1/account', { password: GOOD_PASSWORD })).statusCode).toBe(
      204,
    )
    expect((await openAppeals(second.browser)).map((item) => item.id)).not.toContain(before!.id)
    const rows = await db.select().from(moderationAppeals).where(eq(moderationAppeals.id, before!.id))
    expect(rows).toEqual([])
    const log = await second.browser.get(`${MODERATION_QUEUE_PATHS.log}?page=1`)
    expect(log.body).not.toContain('Words of an account that leaves.')
    expect(log.body).not.toContain('gone with me')
    expect((log.json() as { results: LogEntry[] }).results.some((entry) => entry.decision === 'remove')).toBe(
      true,
    )
  })
})

describe('who may appeal and decide', () => {
  it('refuses visitors, other people, content a moderator did not act on, and bad input', async () => {
    const author = await quickPerson(app, 'author')
    const memory = await share(author.browser)
    expect((await appeal(new TestBrowser(app), 'memory', memory.shareable_link)).statusCode).toBe(401)
    expect((await appeal(author.browser, 'memory', memory.shareable_link)).statusCode).toBe(404)
    for (const body of [
      {},
      { subject_kind: 'person', subject_id: 'x', note: 'n' },
      { subject_kind: 'memory', subject_id: memory.shareable_link, note: '' },
      { subject_kind: 'memory', subject_id: memory.shareable_link, note: 'x'.repeat(1001) },
      { subject_kind: 'comment', subject_id: '1', note: 'a\u0000b' },
    ])
      expect((await author.browser.post(MODERATION_APPEAL_PATHS.appeal, body)).statusCode).toBe(422)

    const member = await quickPerson(app, 'member')
    expect((await member.browser.get(MODERATION_APPEAL_PATHS.appeals)).statusCode).toBe(403)
    expect((await decideAppeal(member.browser, 1, 'restore')).statusCode).toBe(403)
    expect((await new TestBrowser(app).get(MODERATION_APPEAL_PATHS.appeals)).statusCode).toBe(401)
    expect((await decideAppeal(second.browser, 999_999, 'restore')).statusCode).toBe(404)
    for (const body of [{}, { appeal_id: 1, outcome: 'delete' }, { appeal_id: 'x', outcome: 'restore' }])
      expect((await second.browser.post(MODERATION_APPEAL_PATHS.decide, body)).statusCode).toBe(422)
  })
})
