import { NOTIFICATION_PATHS } from '@kindred/contract/notifications'
import { EMAIL_SUBJECT } from '@kindred/contract/notifications-settings'
import { WEB_ROUTES } from '@kindred/contract/web-routes'
import { composeMail } from '../../../lib/mail-layout'
import type { Mail } from '../../../lib/mailer'

/** At most this many lines in a detailed mail; the rest is counted. */
export const DETAILED_LINES = 10

/**
 * A person's notification mail (issue 26). Discreet: the same subject for everyone, a count and one
 * link into the app, nothing of what or who; a detailed mail (opted into) adds the notifications'
 * own sentences, which name nobody anonymous (notification-text.ts), and never a memory's body, a
 * comment's text or a tag. Every mail can be unsubscribed from in one click (RFC 8058).
 */
export function notificationMail(m: {
  to: string
  appOrigin: string
  count: number
  /** The sentences of a detailed mail, newest first; absent in a discreet one. */
  lines?: string[]
  unsubscribeToken: string
}): Mail {
  const token = encodeURIComponent(m.unsubscribeToken)
  const oneClick = `${m.appOrigin}${NOTIFICATION_PATHS.emailUnsubscribe}?token=${token}`
  const page = `${m.appOrigin}${WEB_ROUTES.emailUnsubscribe}?token=${token}`
  const lines = m.lines?.slice(0, DETAILED_LINES) ?? []
  const more = m.count - lines.length
  const items = lines.length > 0 && more > 0 ? [...lines, `and ${more} more`] : lines
  return composeMail({
    to: m.to,
    appOrigin: m.appOrigin,
    subject: EMAIL_SUBJECT,
    paragraphs: [
      'Hello,',
      `There ${m.count === 1 ? 'is 1 new thing' : `are ${m.count} new things`} for you on Kindred.`,
    ],
    items,
    link: { label: 'Open Kindred', url: `${m.appOrigin}${WEB_ROUTES.notifications}` },
    notes: [
      {
        text: 'You get these mails because you chose them in your settings, where you can change how often they come or what they show:',
        url: `${m.appOrigin}${WEB_ROUTES.settings}`,
      },
      { text: 'To stop them, without signing in:', url: page },
    ],
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    helpFooter: false,
  })
}
