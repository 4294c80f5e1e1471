import type { FastifyInstance } from 'fastify'
import { NOTIFICATION_PATHS } from '@kindred/contract/notifications'
import {
  EMAIL_SUBJECT,
  type NotificationSettings,
  type NotificationSettingsPatch,
} from '@kindred/contract/notifications-settings'
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

/** The notification mails `to` received so far, with plain line ends. */
export const notificationMails = (mailbox: Mailbox, to: string): ReceivedMail[] =>
  mailbox
    .sentTo(to)
    .filter((mail) => mail.subject === EMAIL_SUBJECT)
    .map((mail) => ({ ...mail, text: mail.text.replace(/\r\n/g, '\n') }))

/** The token of a mail's one-click unsubscribe header. */
export function unsubscribeTokenOf(mail: ReceivedMail): string {
  const match = /^List-Unsubscribe: <[^>]*\?token=([^>]+)>/m.exec(mail.headers)
  if (!match) throw new Error(`no List-Unsubscribe in: ${mail.headers}`)
  return decodeURIComponent(match[1]!)
}
