import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import type { Language } from '@kindred/contract/languages'
import type { NotificationEvent } from '@kindred/contract/notifications'
import { MODERATION_PATHS, type ReportReason } from '@kindred/contract/moderation'
import { MINUTE } from '../../lib/clock'
import { chooseEmail, chooseLanguage, deliverDue, notificationMails } from '../../../test/email-fixtures'
import { quickPerson } from '../../../test/interaction-fixtures'
import { share } from '../../../test/memory-fixtures'
import { moderatorNamed, reportAndHide } from '../../../test/moderation-fixtures'
import { buildNotificationsApp } from '../../../test/notification-fixtures'
import { openStream } from '../../../test/sse-client'

// A moderator's decision as the live stream and a detailed mail tell it to its author, in their
// language (decisions 083, 084): the rule it named in the words of the person's saved language,
// beside the same decision told in English to an English reader. The lists: moderation's
// rules-told-in-spanish.test.ts.

const { app, mailbox, clock } = await buildNotificationsApp()
await app.listen({ port: 0, host: '127.0.0.1' })
const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
const { browser: moderator } = await moderatorNamed(app, 'moderator')
const reasons = (await moderator.get(MODERATION_PATHS.reasons(1))).json().results as ReportReason[]
const spam = reasons.find((reason) => reason.slug === 'spam')!

/** What the author of a memory hidden for spam is told, in the sentence's own words. */
const TOLD: Record<Language, string> = {
  en: `The moderators hid your memory “Snow days” because it breaks our rule “${spam.label}”.`,
  es: 'El equipo de moderación ocultó tu recuerdo «Snow days» porque incumple nuestra norma «Spam o publicidad».',
}

/** An author who saved `language`, and a way to have their memory hidden for spam. */
async function authorReading(language: Language) {
  const author = await quickPerson(app, 'author')
  await chooseLanguage(author.browser, language)
  const memory = await share(author.browser, { title: 'Snow days', visibility: 'public' })
  const hide = async () =>
    reportAndHide((await quickPerson(app, 'reporter')).browser, moderator, memory.shareable_link, spam)
  return { author, hide }
}

describe('a decision told live', () => {
  it("names the rule in the author's saved language", async () => {
    for (const language of ['es', 'en'] as const) {
      const { author, hide } = await authorReading(language)
      const stream = await openStream(baseUrl, author.browser)
      await hide()
      await stream.waitForNotifications(1)
      const told = (stream.notifications()[0]!.data as NotificationEvent).notification
      expect(told.type).toBe('moderation_outcome')
      expect(told.text).toContain(TOLD[language])
      // Ended by the server, as a session's end does: nothing is left open for the app's close.
      await author.browser.post('/api/v1/auth/logout')
      await stream.waitUntil(stream.ended, 'the end of the stream', 5000)
    }
  })
})

describe('a decision told by detailed mail', () => {
  it("names the rule in the author's saved language", async () => {
    const authors = { es: await authorReading('es'), en: await authorReading('en') }
    for (const { author, hide } of Object.values(authors)) {
      await chooseEmail(author.browser, { mode: 'immediate', detailed: true })
      await hide()
    }
    clock.advance(6 * MINUTE)
    await deliverDue(app)
    for (const language of ['es', 'en'] as const) {
      const mails = notificationMails(mailbox, authors[language].author.email)
      expect(mails).toHaveLength(1)
      expect(mails[0]!.text).toContain(TOLD[language])
    }
  })
})
