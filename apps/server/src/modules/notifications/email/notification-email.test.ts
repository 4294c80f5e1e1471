import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { EMAIL_SUBJECT } from '@kindred/contract/notifications-settings'
import { NOTIFICATION_PATHS, NOTIFICATION_TYPES } from '@kindred/contract/notifications'
import { outbox, users } from '../../../db/schema'
import { DAY, HOUR, MINUTE } from '../../../lib/clock'
import { meToo, quickPerson, react } from '../../../../test/interaction-fixtures'
import { share } from '../../../../test/memory-fixtures'
import { moderatorNamed, reportAndHide, violationReason } from '../../../../test/moderation-fixtures'
import { buildNotificationsApp } from '../../../../test/notification-fixtures'
import { chooseEmail, deliverDue, notificationMails } from '../../../../test/email-fixtures'
import { outboxSettled } from '../../../../test/identity-fixtures'
import { buildTestApp } from '../../../../test/build-test-app'
import type { TestDatabase } from '../../../../test/test-database'

// Immediate mail (issue 26): what arrives within the batch window goes out in one mail, counted,
// and only what the person has not seen in the app; nobody is mailed who may not be.

const { app, mailbox, clock } = await buildNotificationsApp()

/** An author with immediate mail and a memory, and `n` people who each say me too to it. */
async function authorWithMail(mode: 'immediate' | 'daily' = 'immediate') {
  const author = await quickPerson(app, 'author')
  await chooseEmail(author.browser, { mode })
  const memory = await share(author.browser, { title: 'The locked cupboard' })
  const meTooFromSomeone = async () => {
    const giver = await quickPerson(app, 'giver')
    expect((await react(giver.browser, meToo(memory.shareable_link))).statusCode).toBe(201)
  }
  return { author, memory, meTooFromSomeone }
}

describe('immediate mail', () => {
  it('batches what arrives within five minutes into one mail that says how many, then mails anew', async () => {
    const { author, meTooFromSomeone } = await authorWithMail()
    await meTooFromSomeone()
    clock.advance(MINUTE)
    await meTooFromSomeone()
    clock.advance(2 * MINUTE)
    await meTooFromSomeone()
    // Three me toos on one memory are one notification group; a second memory's me too is another.
    const other = await share(author.browser, { title: 'Second' })
    const giver = await quickPerson(app, 'giver')
    await react(giver.browser, meToo(other.shareable_link))

    clock.advance(MINUTE) // four minutes after the first: not yet
    await deliverDue(app)
    expect(notificationMails(mailbox, author.email)).toHaveLength(0)

    clock.advance(MINUTE + 1)
    await deliverDue(app)
    const [mail, ...more] = notificationMails(mailbox, author.email)
    expect(more).toHaveLength(0)
    expect(mail!.text).toContain('There are 2 new things for you on Kindred.')
    expect(mail!.text).toContain('http://localhost:3000/home/notifications')

    // Nothing more until something new; then a new window and a new mail counting only the new.
    clock.advance(10 * MINUTE)
    await deliverDue(app)
    expect(notificationMails(mailbox, author.email)).toHaveLength(1)
    await meTooFromSomeone()
    clock.advance(5 * MINUTE)
    await deliverDue(app)
    const mails = notificationMails(mailbox, author.email)
    expect(mails).toHaveLength(2)
    expect(mails[1]!.text).toContain('There is 1 new thing for you on Kindred.')
  })

  it('sends nothing for what the person has already seen in the app', async () => {
    const { author, meTooFromSomeone } = await authorWithMail()
    await meTooFromSomeone()
    expect((await author.browser.get(NOTIFICATION_PATHS.allSeen)).json()).toEqual({ marked: 1 })
    clock.advance(6 * MINUTE)
    await deliverDue(app)
    expect(notificationMails(mailbox, author.email)).toHaveLength(0)
  })

  it('does not count the types the person turned off for mail', async () => {
    const { author, meTooFromSomeone } = await authorWithMail()
    await chooseEmail(author.browser, { types: { me_too: false } })
    await meTooFromSomeone()
    clock.advance(6 * MINUTE)
    await deliverDue(app)
    expect(notificationMails(mailbox, author.email)).toHaveLength(0)
  })

  it("always counts a moderator's decision about the person, even with every type left out of mail", async () => {
    const { author, memory } = await authorWithMail()
    await chooseEmail(author.browser, {
      types: Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, false])),
    })
    const moderator = await moderatorNamed(app, 'moderator')
    const reporter = await quickPerson(app, 'reporter')
    const reason = await violationReason(reporter.browser)
    await reportAndHide(reporter.browser, moderator.browser, memory.shareable_link, reason)
    clock.advance(5 * MINUTE)
    await deliverDue(app)
    const mails = notificationMails(mailbox, author.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('There is 1 new thing for you on Kindred.')
    expect(mails[0]!.text).not.toContain(reason.label)
  })

  it('starts after what was there when mail was turned on: no flood of old things', async () => {
    const author = await quickPerson(app, 'author')
    const memory = await share(author.browser)
    const giver = await quickPerson(app, 'giver')
    await react(giver.browser, meToo(memory.shareable_link))
    await chooseEmail(author.browser, { mode: 'immediate' })
    clock.advance(6 * MINUTE)
    await deliverDue(app)
    expect(notificationMails(mailbox, author.email)).toHaveLength(0)
  })
})

describe('a daily digest', () => {
  it('goes once at the local hour the person chose, not before, and again the next day', async () => {
    const { author, meTooFromSomeone } = await authorWithMail()
    // Kolkata is 5:30 ahead of UTC all year: 07:00 there is 01:30 UTC.
    await chooseEmail(author.browser, { mode: 'daily', digest_hour: 7, time_zone: 'Asia/Kolkata' })
    const now = clock.now()
    let due = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 1, 30)
    if (due <= now.getTime()) due += DAY
    await meTooFromSomeone()

    clock.advance(due - clock.now().getTime() - MINUTE)
    await deliverDue(app)
    expect(notificationMails(mailbox, author.email)).toHaveLength(0)
    clock.advance(MINUTE)
    await deliverDue(app)
    await deliverDue(app)
    const mails = notificationMails(mailbox, author.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('There is 1 new thing for you on Kindred.')

    // Something new an hour later waits for the next day's digest.
    clock.advance(HOUR)
    await meTooFromSomeone()
    await deliverDue(app)
    clock.advance(DAY - HOUR - MINUTE)
    await deliverDue(app)
    expect(notificationMails(mailbox, author.email)).toHaveLength(1)
    clock.advance(MINUTE)
    await deliverDue(app)
    expect(notificationMails(mailbox, author.email)).toHaveLength(2)
    expect(notificationMails(mailbox, author.email)[1]!.text).toContain('There is 1 new thing')
  })

  it('sends nothing on a day with nothing new', async () => {
    const author = await quickPerson(app, 'author')
    await chooseEmail(author.browser, { mode: 'daily', digest_hour: 7, time_zone: 'Asia/Kolkata' })
    clock.advance(DAY)
    await deliverDue(app)
    expect(notificationMails(mailbox, author.email)).toHaveLength(0)
  })
})

describe('who is never mailed', () => {
  const pending = async () => {
    const setup = await authorWithMail()
    await setup.meTooFromSomeone()
    clock.advance(6 * MINUTE)
    // Queued to go a minute from now: what changes before then must still stop it.
    expect(await app.notificationEmail.queueDue()).toBe(1)
    await app.database.db.update(outbox).set({ runAt: new Date(clock.now().getTime() + MINUTE) })
    return setup
  }
  const sendQueued = async () => {
    clock.advance(MINUTE)
    await app.outbox.kick()
    await outboxSettled(app)
  }

  it('(while a queued mail to someone who may have it goes)', async () => {
    const { author } = await pending()
    expect(notificationMails(mailbox, author.email)).toHaveLength(0)
    await sendQueued()
    expect(notificationMails(mailbox, author.email)).toHaveLength(1)
  })

  it('not someone whose address is not confirmed', async () => {
    const { author } = await pending()
    await app.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, author.id))
    await sendQueued()
    expect(notificationMails(mailbox, author.email)).toHaveLength(0)
  })

  it('not someone suspended', async () => {
    const { author } = await pending()
    const until = new Date(clock.now().getTime() + 24 * 60 * MINUTE)
    await app.database.db.update(users).set({ suspendedUntil: until }).where(eq(users.id, author.id))
    await sendQueued()
    expect(notificationMails(mailbox, author.email)).toHaveLength(0)
  })

  it('not someone who erased their account', async () => {
    const { author } = await pending()
    expect(
      (await author.browser.delete('/api/v1/account', { password: 'correct horse battery staple' }))
        .statusCode,
    ).toBe(204)
    await sendQueued()
    expect(notificationMails(mailbox, author.email)).toHaveLength(0)
  })

  it('not someone who turned email off after the mail was queued', async () => {
    const { author } = await pending()
    await chooseEmail(author.browser, { mode: 'off' })
    await sendQueued()
    expect(notificationMails(mailbox, author.email)).toHaveLength(0)
  })

  it('and the log of a refusal names neither the person nor their address', async () => {
    const { author } = await pending()
    await chooseEmail(author.browser, { mode: 'off' })
    const { capturedLogs } = await import('../../../../test/build-test-app')
    const before = capturedLogs.length
    await sendQueued()
    const logged = capturedLogs.slice(before).join('\n')
    expect(logged).toContain('notification_email.skipped')
    expect(logged).not.toContain(author.email)
    expect(logged).not.toContain(author.publicId)
  })
})

describe('several instances', () => {
  // On PostgreSQL a second instance on the same database; on PGlite (one process) the same app twice.
  const reopen = (app.database as TestDatabase).reopen

  it('send each due mail once, however many look at once', async () => {
    const other = reopen
      ? await buildTestApp({ env: { SMTP_URL: mailbox.url }, database: await reopen(), clock })
      : app
    const authors = []
    for (let i = 0; i < 4; i++) {
      const { author, meTooFromSomeone } = await authorWithMail()
      await meTooFromSomeone()
      authors.push(author)
    }
    clock.advance(5 * MINUTE)
    const queued = await Promise.all([
      app.notificationEmail.queueDue(),
      other.notificationEmail.queueDue(),
      app.notificationEmail.queueDue(),
      other.notificationEmail.queueDue(),
    ])
    expect(queued.reduce((sum, n) => sum + n, 0)).toBe(4)
    await Promise.all([app.outbox.kick(), other.outbox.kick(), app.outbox.kick(), other.outbox.kick()])
    await outboxSettled(app)
    for (const author of authors) expect(notificationMails(mailbox, author.email)).toHaveLength(1)
  })
})

describe('the mail', () => {
  it('has the one discreet subject', async () => {
    const { author, meTooFromSomeone } = await authorWithMail()
    await meTooFromSomeone()
    clock.advance(5 * MINUTE)
    await deliverDue(app)
    expect(notificationMails(mailbox, author.email)[0]!.subject).toBe(EMAIL_SUBJECT)
  })
})
