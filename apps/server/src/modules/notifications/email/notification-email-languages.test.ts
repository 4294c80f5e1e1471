import { describe, expect, it } from 'vitest'
import type { Language } from '@kindred/contract/languages'
import { DAY, MINUTE } from '../../../lib/clock'
import { meToo, quickPerson, react } from '../../../../test/interaction-fixtures'
import { share } from '../../../../test/memory-fixtures'
import { buildNotificationsApp } from '../../../../test/notification-fixtures'
import { outboxSettled } from '../../../../test/identity-fixtures'
import {
  chooseEmail,
  chooseLanguage,
  deliverDue,
  NOTIFICATION_SUBJECTS,
  notificationMails,
} from '../../../../test/email-fixtures'

// Notification mail and the daily digest in the person's language (decision 084), read with the
// person when the mail goes: a change of language between queueing and sending is what they get.

const { app, mailbox, clock } = await buildNotificationsApp()

/**
 * A person reading `language` (null: none saved) with mail in `mode`, and a way to give them one new
 * thing: a me too on a memory of theirs no one has said it to yet (more on one memory group together).
 */
async function reader(language: Language | null, mode: 'immediate' | 'daily') {
  const author = await quickPerson(app, 'author')
  await chooseLanguage(author.browser, language)
  await chooseEmail(author.browser, { mode, digest_hour: 7, time_zone: 'UTC' })
  // Shared now: the author's session does not outlast the days a digest test moves on.
  const memories: Awaited<ReturnType<typeof share>>[] = []
  for (const title of ['Snow days', 'The long winter', 'Summer rain'])
    memories.push(await share(author.browser, { title }))
  const meTooFromSomeone = async () => {
    const memory = memories.shift()!
    const giver = await quickPerson(app, 'giver')
    expect((await react(giver.browser, meToo(memory.shareable_link))).statusCode).toBe(201)
  }
  return { author, meTooFromSomeone }
}

/** Moves the clock past the next 07:00 UTC and sends what is due. */
async function nextDigest() {
  const now = clock.now()
  let at = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 7)
  if (at <= now.getTime()) at += DAY
  clock.advance(at - now.getTime() + MINUTE)
  await deliverDue(app)
}

describe('the daily digest', () => {
  it('comes in Spanish to a person who reads Spanish, counting one thing and many', async () => {
    const { author, meTooFromSomeone } = await reader('es', 'daily')
    const english = await reader('en', 'daily')
    await meTooFromSomeone()
    await meTooFromSomeone()
    await english.meTooFromSomeone()
    await nextDigest()
    const [first] = notificationMails(mailbox, author.email)
    expect(first!.subject).toBe('Algo nuevo para ti en Kindred')
    expect(first!.text).toContain('Hola:\n\nTienes 2 novedades en Kindred.')
    expect(first!.text).toContain('Abrir Kindred:\nhttp://localhost:3000/home/notifications')
    expect(first!.text).toContain('Para dejar de recibirlos, sin entrar en tu cuenta:')
    expect(first!.text).toContain('<html lang="es">')

    // Beside them, a person who reads English still gets English.
    const [theirs] = notificationMails(mailbox, english.author.email)
    expect(theirs!.subject).toBe(NOTIFICATION_SUBJECTS.en)
    expect(theirs!.text).toContain('There is 1 new thing for you on Kindred.')

    await meTooFromSomeone()
    await nextDigest()
    const [, second] = notificationMails(mailbox, author.email)
    expect(second!.text).toContain('Tienes 1 novedad en Kindred.')
  })
})

describe('the language of a mail', () => {
  it('is the one the person has when it goes, not when it was queued', async () => {
    const { author, meTooFromSomeone } = await reader('en', 'immediate')
    await meTooFromSomeone()
    clock.advance(6 * MINUTE)
    expect(await app.notificationEmail.queueDue()).toBe(1)
    await chooseLanguage(author.browser, 'es')
    await app.outbox.kick()
    await outboxSettled(app)
    expect(notificationMails(mailbox, author.email).map((mail) => mail.subject)).toEqual([
      NOTIFICATION_SUBJECTS.es,
    ])
  })

  it('is English for a person who saved none (they follow their browser, which a mail cannot ask)', async () => {
    const { author, meTooFromSomeone } = await reader(null, 'immediate')
    await meTooFromSomeone()
    clock.advance(6 * MINUTE)
    await deliverDue(app)
    expect(notificationMails(mailbox, author.email).map((mail) => mail.subject)).toEqual([
      NOTIFICATION_SUBJECTS.en,
    ])
  })
})
