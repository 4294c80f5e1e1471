import { describe, expect, it } from 'vitest'
import { MEMORY_PATHS, type Memory } from '@kindred/contract/memories'
import { MODERATION_PATHS, MODERATOR_PATHS, type ReportReason } from '@kindred/contract/moderation'
import {
  MODERATION_APPEAL_PATHS,
  type AppealItem,
  type AppealsPage,
} from '@kindred/contract/moderation-appeals'
import { MODERATION_QUEUE_PATHS, type QueuePage } from '@kindred/contract/moderation-queue'
import { comment, commentsOf } from '../../../test/comment-fixtures'
import { quickPerson, type QuickPerson } from '../../../test/interaction-fixtures'
import { share } from '../../../test/memory-fixtures'
import { allNotifications, buildNotificationsApp } from '../../../test/notification-fixtures'
import { decided, moderatorNamed, setAsideAs, underRule } from '../../../test/moderation-fixtures'
import { TestBrowser } from '../../../test/test-browser'

// Appeals need a second moderator (decision 038): nobody decides an appeal of their own decision, so
// on an install where one person moderates, an appeal of their decision waits. The API says so to
// that moderator when they decide and on the queue, to the author when they may appeal and once they
// have, and stops saying it as soon as someone else moderates; it never says who moderates.

const { app } = await buildNotificationsApp()

const rule = (
  (await new TestBrowser(app).get(MODERATION_PATHS.reasons(1))).json() as { results: ReportReason[] }
).results.find((reason) => reason.kind === 'violation')!

// The install's only moderator: its first admin; later a moderator they add in the app.
const admin = await moderatorNamed(app, 'lone-admin', 'admin')
let secondModerator: QuickPerson | undefined

const queueOf = async (browser: TestBrowser) =>
  (await browser.get(MODERATION_QUEUE_PATHS.queue)).json() as QueuePage
const appealsOf = async (browser: TestBrowser) =>
  ((await browser.get(MODERATION_APPEAL_PATHS.appeals)).json() as AppealsPage).results
const decide = (browser: TestBrowser, body: Record<string, unknown>) =>
  browser.post(MODERATION_QUEUE_PATHS.decide, body)
const report = (reporter: QuickPerson, targetKind: 1 | 2 | 3, target: string) =>
  reporter.browser.post(MODERATION_PATHS.report, { target_kind: targetKind, target, reason_id: rule.id })
const statusOf = async (author: QuickPerson, memory: Memory) =>
  ((await author.browser.get(MEMORY_PATHS.details(memory.hash_id))).json() as Memory).moderation
const appealOf = (items: AppealItem[], memory: Memory) =>
  items.find((item) => item.subject.link === `/memories/m/${memory.shareable_link}`)

/** A memory shared by its author and reported once, waiting in the queue. */
async function reportedMemory(title: string) {
  const author = await quickPerson(app, 'author')
  const reporter = await quickPerson(app, 'reporter')
  const memory = await share(author.browser, { title })
  expect((await report(reporter, 1, memory.shareable_link)).statusCode).toBe(201)
  return { author, reporter, memory }
}

describe('while one person moderates', () => {
  it('the queue says appeals of their decisions wait for another moderator', async () => {
    expect(await queueOf(admin.browser)).toMatchObject({ appeals_wait_for_another_moderator: true })
  })

  it('a decision its author can appeal says so when it is made; one they cannot never does', async () => {
    const kept = await reportedMemory('A memory that stays up')
    expect(
      (
        await decide(admin.browser, {
          subject_kind: 'memory',
          subject_id: kept.memory.shareable_link,
          decision: 'dismiss',
        })
      ).json(),
    ).toEqual(decided('dismiss', 1, false))

    // Suspensions are not appealable in the app (decision 027).
    const reported = await quickPerson(app, 'reported-person')
    await report(kept.reporter, 3, reported.publicId)
    const suspended = await decide(
      admin.browser,
      underRule('person', reported.publicId, 'suspend', rule.slug, { days: 1 }),
    )
    expect(suspended.json()).toEqual(decided('suspend', 1, false))

    const { memory } = await reportedMemory('A memory with a comment')
    const commenter = await quickPerson(app, 'commenter')
    const said = await comment(commenter.browser, memory.shareable_link, 'A comment that goes.')
    await report(kept.reporter, 2, said.id)
    const removed = await decide(admin.browser, underRule('comment', said.id, 'remove', rule.slug))
    expect(removed.json()).toEqual(decided('remove', 1, true))
    const own = (await commentsOf(commenter.browser, memory.shareable_link)).results[0]!
    expect(own.moderation).toEqual(setAsideAs('removed', rule, 'available', true))
  })

  it('the author of a hidden memory is told their appeal waits; a second moderator, once added, decides it', async () => {
    const { author, reporter, memory } = await reportedMemory('The blue door')
    const hidden = await decide(admin.browser, underRule('memory', memory.shareable_link, 'hide', rule.slug))
    expect(hidden.json()).toEqual(decided('hide', 1, true))

    // Before appealing, and once appealed: it waits; never who moderates.
    expect(await statusOf(author, memory)).toEqual(setAsideAs('hidden', rule, 'available', true))
    const filed = await author.browser.post(MODERATION_APPEAL_PATHS.appeal, {
      subject_kind: 'memory',
      subject_id: memory.shareable_link,
      note: 'It is my own story.',
    })
    expect(filed.statusCode).toBe(201)
    expect(filed.json()).toEqual({ appeal: 'open', waits_for_another_moderator: true })
    const waiting = await author.browser.get(MEMORY_PATHS.details(memory.hash_id))
    expect((waiting.json() as Memory).moderation).toEqual(setAsideAs('hidden', rule, 'open', true))
    for (const told of [filed.body, waiting.body]) {
      expect(told).not.toContain(admin.publicId)
      expect(told).not.toContain(admin.displayName)
    }

    // The admin sees it, may not decide it, and is told nobody else can yet.
    const seen = appealOf(await appealsOf(admin.browser), memory)!
    expect(seen).toMatchObject({ can_decide: false, waits_for_another_moderator: true })
    const refused = await admin.browser.post(MODERATION_APPEAL_PATHS.decide, {
      appeal_id: seen.id,
      outcome: 'restore',
    })
    expect(refused.statusCode).toBe(403)

    // The admin adds a moderator in the app: from then on nothing waits.
    const second = await quickPerson(app, 'second-moderator')
    secondModerator = second
    expect((await admin.browser.post(MODERATOR_PATHS.moderators, { email: second.email })).statusCode).toBe(
      201,
    )
    expect(await queueOf(admin.browser)).toMatchObject({ appeals_wait_for_another_moderator: false })
    expect(await queueOf(second.browser)).toMatchObject({ appeals_wait_for_another_moderator: false })
    expect(appealOf(await appealsOf(admin.browser), memory)).toMatchObject({
      can_decide: false,
      waits_for_another_moderator: false,
    })
    expect(await statusOf(author, memory)).toMatchObject({
      appeal: 'open',
      appeal_waits_for_another_moderator: false,
    })

    const theirs = appealOf(await appealsOf(second.browser), memory)!
    expect(theirs).toMatchObject({ can_decide: true, waits_for_another_moderator: false })
    const restored = await second.browser.post(MODERATION_APPEAL_PATHS.decide, {
      appeal_id: theirs.id,
      outcome: 'restore',
    })
    expect(restored.json()).toEqual({ outcome: 'restore' })
    expect(await statusOf(author, memory)).toBeNull()
    expect((await reporter.browser.get(MEMORY_PATHS.details(memory.hash_id))).statusCode).toBe(200)
    expect((await allNotifications(author.browser))[0]).toMatchObject({
      type: 'moderation_outcome',
      text: 'A second moderator looked at your appeal and restored your memory “The blue door”: it is shown again.',
    })
  })
})

describe('once the team changes', () => {
  it('goes by who moderates now: a former moderator’s decision is anyone’s to decide, a lone one’s waits again', async () => {
    // The second moderator, added above, hides a memory and its author appeals.
    const second = secondModerator!
    const bySecond = await reportedMemory('A memory the second moderator hid')
    const hidden = await decide(
      second.browser,
      underRule('memory', bySecond.memory.shareable_link, 'hide', rule.slug),
    )
    expect(hidden.json()).toMatchObject({ appeal_waits_for_another_moderator: false })
    await bySecond.author.browser.post(MODERATION_APPEAL_PATHS.appeal, {
      subject_kind: 'memory',
      subject_id: bySecond.memory.shareable_link,
      note: 'Please look again.',
    })
    // The admin hides another, whose author has not appealed yet.
    const byAdmin = await reportedMemory('A memory the admin hid')
    await decide(admin.browser, underRule('memory', byAdmin.memory.shareable_link, 'hide', rule.slug))
    expect(await statusOf(byAdmin.author, byAdmin.memory)).toMatchObject({
      appeal_waits_for_another_moderator: false,
    })

    // The second moderator stops moderating: the admin is alone again.
    expect((await admin.browser.delete(MODERATOR_PATHS.moderator(second.publicId))).statusCode).toBe(204)
    expect(await queueOf(admin.browser)).toMatchObject({ appeals_wait_for_another_moderator: true })
    // The former moderator's decision: the admin may decide its appeal, so it does not wait.
    expect(appealOf(await appealsOf(admin.browser), bySecond.memory)).toMatchObject({
      can_decide: true,
      waits_for_another_moderator: false,
    })
    expect(await statusOf(bySecond.author, bySecond.memory)).toMatchObject({
      appeal: 'open',
      appeal_waits_for_another_moderator: false,
    })
    // The admin's own decision: nobody else moderates, so an appeal of it would wait again.
    expect(await statusOf(byAdmin.author, byAdmin.memory)).toMatchObject({
      appeal: 'available',
      appeal_waits_for_another_moderator: true,
    })
  })
})
