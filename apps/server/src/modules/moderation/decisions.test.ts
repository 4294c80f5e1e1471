import { describe, expect, it } from 'vitest'
import { MEMORY_PATHS, type Memory } from '@kindred/contract/memories'
import { MODERATION_PATHS, MODERATOR_PATHS, type ReportReason } from '@kindred/contract/moderation'
import {
  MODERATION_QUEUE_PATHS,
  type LogEntry,
  type SuspensionsPage,
} from '@kindred/contract/moderation-queue'
import { INTERACTION_PATHS } from '@kindred/contract/interactions'
import { comment, commentsOf } from '../../../test/comment-fixtures'
import { quickPeople, quickPerson } from '../../../test/interaction-fixtures'
import { BODY, share } from '../../../test/memory-fixtures'
import { allNotifications, buildNotificationsApp } from '../../../test/notification-fixtures'
import { decided, moderatorNamed, setAsideAs, underRule } from '../../../test/moderation-fixtures'
import { TestBrowser } from '../../../test/test-browser'

// What a moderator decides beyond dismissing (SPEC §10): comments held by three reports, hidden or
// removed under a rule; people suspended for a time or until lifted; every decision and role change
// in the log, without content; and who is told what.

const { app } = await buildNotificationsApp()

const moderator = await moderatorNamed(app, 'mod', 'moderator')
const reasons = (
  (await new TestBrowser(app).get(MODERATION_PATHS.reasons(2))).json() as { results: ReportReason[] }
).results.filter((reason) => reason.kind === 'violation')
const rule = reasons[0]!

const report = (browser: TestBrowser, targetKind: 1 | 2 | 3, target: string) =>
  browser.post(MODERATION_PATHS.report, { target_kind: targetKind, target, reason_id: rule.id })
const decide = (body: Record<string, unknown>, browser = moderator.browser) =>
  browser.post(MODERATION_QUEUE_PATHS.decide, body)
const latestLog = async () =>
  ((await moderator.browser.get(MODERATION_QUEUE_PATHS.log)).json() as { results: LogEntry[] }).results
const countOf = async (browser: TestBrowser, memory: Memory) =>
  ((await browser.get(MEMORY_PATHS.details(memory.hash_id))).json() as Memory).counts.comments

describe('comments set aside', () => {
  it('are held at three reports from different people: gone for others and from the count, kept for the author', async () => {
    const [author, commenter, reader] = await quickPeople(app, 'author', 'commenter', 'reader')
    const memory = await share(author.browser)
    const said = await comment(commenter.browser, memory.shareable_link, 'Reported three times.')
    for (const label of ['r1', 'r2'])
      expect((await report((await quickPerson(app, label)).browser, 2, said.id)).statusCode).toBe(201)
    expect((await commentsOf(reader.browser, memory.shareable_link)).results.map((c) => c.id)).toContain(
      said.id,
    )
    await report((await quickPerson(app, 'r3')).browser, 2, said.id)

    for (const browser of [reader.browser, author.browser, new TestBrowser(app)]) {
      const ids = (await commentsOf(browser, memory.shareable_link)).results.map((c) => c.id)
      expect(ids).not.toContain(said.id)
    }
    expect(await countOf(reader.browser, memory)).toBe(0)
    const own = (await commentsOf(commenter.browser, memory.shareable_link)).results
    expect(own).toEqual([
      expect.objectContaining({
        id: said.id,
        body: 'Reported three times.',
        moderation: {
          state: 'held',
          rule_label: null,
          appeal: 'unavailable',
          appeal_waits_for_another_moderator: false,
        },
      }),
    ])
    // Nobody else can love it, reply to it or report it meanwhile.
    const love = await reader.browser.post(INTERACTION_PATHS.reaction, {
      reaction: 'love',
      target: 'comment',
      comment_id: Number(said.id),
    })
    expect(love.statusCode).toBe(404)
    const reply = await reader.browser.post('/api/v1/comments/', {
      shareable_link: memory.shareable_link,
      body: 'A reply',
      parent_id: Number(said.id),
    })
    expect(reply.statusCode).toBe(404)

    expect(
      (await decide({ subject_kind: 'comment', subject_id: said.id, decision: 'dismiss' })).statusCode,
    ).toBe(200)
    const back = (await commentsOf(reader.browser, memory.shareable_link)).results
    expect(back).toEqual([expect.objectContaining({ id: said.id, moderation: null })])
    expect(await countOf(reader.browser, memory)).toBe(1)
  })

  it('are hidden or removed under a rule: the author is told what and why, reporters the outcome', async () => {
    const [author, commenter, reporter] = await quickPeople(app, 'author', 'commenter', 'reporter')
    const memory = await share(author.browser, { title: 'Where the river bends' })
    const hidden = await comment(commenter.browser, memory.shareable_link, 'First words.')
    const removed = await comment(commenter.browser, memory.shareable_link, 'Second words.')
    await report(reporter.browser, 2, hidden.id)
    await report(reporter.browser, 2, removed.id)

    const noRule = await decide({ subject_kind: 'comment', subject_id: hidden.id, decision: 'hide' })
    expect(noRule.statusCode).toBe(422)
    const hide = await decide(underRule('comment', hidden.id, 'hide', rule.slug))
    // The only moderator of this file: an appeal of it would wait for another (decision 038).
    expect(hide.json()).toEqual(decided('hide', 1, true))
    const remove = await decide(underRule('comment', removed.id, 'remove', rule.slug))
    expect(remove.json()).toEqual(decided('remove', 1, true))

    expect((await commentsOf(reporter.browser, memory.shareable_link)).results).toEqual([])
    expect(await countOf(author.browser, memory)).toBe(0)
    const own = (await commentsOf(commenter.browser, memory.shareable_link)).results
    expect(own.map((c) => c.moderation)).toEqual([
      setAsideAs('removed', rule, 'available', true),
      setAsideAs('hidden', rule, 'available', true),
    ])

    const told = await allNotifications(commenter.browser)
    expect(told.map((n) => [n.text, n.link])).toEqual([
      [
        `The moderators removed your comment on “Where the river bends” because it breaks our rule “${rule.label}”. Nobody else can see it now; you still can. If you think this is a mistake, you can appeal once, under the comment.`,
        `/memories/m/${memory.shareable_link}#comment-${removed.id}`,
      ],
      [
        `The moderators hid your comment on “Where the river bends” because it breaks our rule “${rule.label}”. Nobody else can see it now; you still can. If you think this is a mistake, you can appeal once, under the comment.`,
        `/memories/m/${memory.shareable_link}#comment-${hidden.id}`,
      ],
    ])
    const reporterTold = (await allNotifications(reporter.browser)).map((n) => n.text)
    expect(reporterTold).toEqual([
      `Thank you for your report. The moderators removed the comment you reported: it breaks our rule “${rule.label}”.`,
      `Thank you for your report. The moderators hid the comment you reported: it breaks our rule “${rule.label}”.`,
    ])
    expect(JSON.stringify(await allNotifications(reporter.browser))).not.toContain('words')
  })

  it('keep their replies in place for others, as an empty entry', async () => {
    const [author, commenter, replier] = await quickPeople(app, 'author', 'commenter', 'replier')
    const memory = await share(author.browser)
    const said = await comment(commenter.browser, memory.shareable_link, 'The first word.')
    const reply = await comment(replier.browser, memory.shareable_link, 'A kind reply.', said.id)
    await report(replier.browser, 2, said.id)
    await decide({ subject_kind: 'comment', subject_id: said.id, decision: 'remove', rule: rule.slug })

    const seen = (await commentsOf(replier.browser, memory.shareable_link)).results
    expect(seen).toEqual([
      expect.objectContaining({
        id: said.id,
        body: '',
        deleted: true,
        author: null,
        moderation: null,
        replies: [expect.objectContaining({ id: reply.id, body: 'A kind reply.' })],
      }),
    ])
    expect(JSON.stringify(seen)).not.toContain('The first word.')
  })
})

describe('suspending a person', () => {
  it('refuses taking part until a moderator lifts it, tells them and the reporter, and lists them meanwhile', async () => {
    const [person, reporter] = await quickPeople(app, 'suspended', 'reporter')
    await report(reporter.browser, 3, person.publicId)

    const wrong = await decide(underRule('person', person.publicId, 'hide', rule.slug))
    expect(wrong.statusCode).toBe(422)
    const badDays = await decide(underRule('person', person.publicId, 'suspend', rule.slug, { days: 2 }))
    expect(badDays.statusCode).toBe(422)
    const res = await decide(underRule('person', person.publicId, 'suspend', rule.slug))
    expect(res.json()).toEqual(decided('suspend', 1, false))

    const refused = await person.browser.post(MEMORY_PATHS.create, {
      title: 'Not now',
      body: BODY,
      mt: 1,
      visibility: 'public',
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'SUSPENDED' })

    const list = (await moderator.browser.get(MODERATION_QUEUE_PATHS.suspensions)).json() as SuspensionsPage
    expect(list.results).toContainEqual({
      public_id: person.publicId,
      display_name: person.displayName,
      until: null,
    })
    expect((await allNotifications(person.browser)).map((n) => n.text)).toEqual([
      `The moderators suspended your account until a moderator lifts it because it breaks our rule “${rule.label}”. You can still read, but not share, react, comment or connect.`,
    ])
    expect((await allNotifications(reporter.browser)).map((n) => n.text)).toEqual([
      `Thank you for your report. The moderators suspended the person you reported until a moderator lifts it: it breaks our rule “${rule.label}”.`,
    ])

    const lift = await moderator.browser.post(MODERATION_QUEUE_PATHS.lift, { public_id: person.publicId })
    expect(lift.json()).toEqual({ lifted: true })
    expect(
      (await moderator.browser.post(MODERATION_QUEUE_PATHS.lift, { public_id: person.publicId })).statusCode,
    ).toBe(404)
    const list2 = (await moderator.browser.get(MODERATION_QUEUE_PATHS.suspensions)).json() as SuspensionsPage
    expect(list2.results.map((p) => p.public_id)).not.toContain(person.publicId)
    const shared = await share(person.browser, { title: 'Back again' })
    expect(shared.title).toBe('Back again')
    expect((await allNotifications(person.browser))[0]!.text).toBe(
      'A moderator lifted the suspension of your account: you can share, react, comment and connect again.',
    )
    expect((await latestLog()).slice(0, 2).map((entry) => entry.decision)).toEqual(['lift', 'suspend'])
  })

  it('for a number of days shows until when, and only moderators see or lift suspensions', async () => {
    const person = await quickPerson(app, 'week-long')
    await report((await quickPerson(app, 'reporter')).browser, 3, person.publicId)
    await decide(underRule('person', person.publicId, 'suspend', rule.slug, { days: 7 }))
    const list = (await moderator.browser.get(MODERATION_QUEUE_PATHS.suspensions)).json() as SuspensionsPage
    const entry = list.results.find((p) => p.public_id === person.publicId)!
    const days = (new Date(entry.until!).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)

    const member = await quickPerson(app, 'member')
    expect((await member.browser.get(MODERATION_QUEUE_PATHS.suspensions)).statusCode).toBe(403)
    expect(
      (await member.browser.post(MODERATION_QUEUE_PATHS.lift, { public_id: person.publicId })).statusCode,
    ).toBe(403)
    expect((await new TestBrowser(app).get(MODERATION_QUEUE_PATHS.suspensions)).statusCode).toBe(401)
    const refused = await person.browser.post(MEMORY_PATHS.create, {
      title: 'Not this week',
      body: BODY,
      mt: 1,
    })
    expect(refused.statusCode).toBe(403)
  })
})

describe('the log', () => {
  it('records role changes made in the app, by whom, without content', async () => {
    const admin = await moderatorNamed(app, 'admin', 'admin')
    const person = await quickPerson(app, 'new-mod')
    expect((await admin.browser.post(MODERATOR_PATHS.moderators, { email: person.email })).statusCode).toBe(
      201,
    )
    expect((await admin.browser.delete(MODERATOR_PATHS.moderator(person.publicId))).statusCode).toBe(204)
    const [revoked, granted] = await latestLog()
    expect(granted).toMatchObject({
      moderator: { public_id: admin.publicId },
      subject_kind: 'person',
      decision: 'grant_moderator',
      rule: null,
      reports_closed: 0,
    })
    expect(revoked).toMatchObject({ decision: 'revoke_moderator', moderator: { public_id: admin.publicId } })
    const body = JSON.stringify(await latestLog())
    expect(body).not.toContain(person.email)
  })
})
