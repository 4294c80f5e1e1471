import type { FastifyInstance } from 'fastify'
import { LANGUAGES, type Language } from '@kindred/contract/languages'
import { NOTIFICATION_PATHS } from '@kindred/contract/notifications'
import type {
  NotificationSettings,
  NotificationSettingsPatch,
} from '@kindred/contract/notifications-settings'
import { PREFERENCE_PATHS } from '@kindred/contract/preferences'
import { say } from '../src/lib/messages'
import { outboxSettled } from './identity-fixtures'
import type { Mailbox, ReceivedMail } from './mailbox'
import type { TestBrowser } from './test-browser'

/** Changes the person's notification settings; fails the test on anything but 200. */
export async function chooseEmail(
  browser: TestBrowser,
  email: NonNullable<NotificationSettingsPatch['email']>,
): Promise<NotificationSettings> {
  const res = await browser.patch(NOTIFICATION_PATHS.settings, { email })
  if (res.statusCode !== 200) throw new Error(`settings failed: ${res.statusCode} ${res.body}`)
  return res.json() as NotificationSettings
}

/** The person's settings as the app shows them. */
export async function settingsOf(browser: TestBrowser): Promise<NotificationSettings> {
  const res = await browser.get(NOTIFICATION_PATHS.settings)
  if (res.statusCode !== 200) throw new Error(`settings failed: ${res.statusCode} ${res.body}`)
  return res.json() as NotificationSettings
}

/** Everything due is queued and sent, as the scheduler's timer and the outbox would do it. */
export async function deliverDue(app: FastifyInstance) {
  await app.notificationEmail.tick()
  await app.outbox.kick()
  await outboxSettled(app)
}

/** The subject of every notification mail in each language: one per language, the same for everyone. */
export const NOTIFICATION_SUBJECTS = Object.fromEntries(
  LANGUAGES.map((language) => [language, say('notificationMail.subject', language)]),
) as Record<Language, string>

/** Saves the person's language in their preferences, as the settings page does; null follows the browser. */
export async function chooseLanguage(browser: TestBrowser, language: Language | null) {
  const res = await browser.post(PREFERENCE_PATHS.update, { language })
  if (res.statusCode !== 200) throw new Error(`language failed: ${res.statusCode} ${res.body}`)
}

/** The notification mails `to` received so far, in any language, with plain line ends. */
export const notificationMails = (mailbox: Mailbox, to: string): ReceivedMail[] =>
  mailbox
    .sentTo(to)
    .filter((mail) => Object.values(NOTIFICATION_SUBJECTS).includes(mail.subject))
    .map((mail) => ({ ...mail, text: mail.text.replace(/\r\n/g, '\n') }))

/** The token of a mail's one-click unsubscribe header. */
export function unsubscribeTokenOf(mail: ReceivedMail): string {
  const match = /^List-Unsubscribe: <[^>]*\?token=([^>]+)>/m.exec(mail.headers)
  if (!match) throw new Error(`no List-Unsubscribe in: ${mail.headers}`)
  return decodeURIComponent(match[1]!)
}
