import type { Language } from '@kindred/contract/languages'
import { NOTIFICATION_PATHS } from '@kindred/contract/notifications'
import { WEB_ROUTES } from '@kindred/contract/web-routes'
import { composeMail } from '../../../lib/mail-layout'
import type { Mail } from '../../../lib/mailer'
import { message, say, type Message } from '../../../lib/messages'

/** At most this many lines in a detailed mail; the rest is counted. */
export const DETAILED_LINES = 10

/**
 * A person's notification mail (issue 26), in their language (decision 084). Discreet: the same
 * subject for everyone who reads that language, a count and one link into the app, nothing of what
 * or who; a detailed mail (opted into) adds the notifications' own sentences, which name nobody
 * anonymous (notification-text.ts), and never a memory's body, a comment's text or a tag. Every
 * mail can be unsubscribed from in one click (RFC 8058).
 */
export function notificationMail(m: {
  to: string
  language: Language
  appOrigin: string
  count: number
  /** The sentences of a detailed mail, newest first, in `language`; absent in a discreet one. */
  lines?: string[]
  unsubscribeToken: string
}): Mail {
  const said = (words: Message) => say(words, m.language)
  const token = encodeURIComponent(m.unsubscribeToken)
  const oneClick = `${m.appOrigin}${NOTIFICATION_PATHS.emailUnsubscribe}?token=${token}`
  const page = `${m.appOrigin}${WEB_ROUTES.emailUnsubscribe}?token=${token}`
  const lines = m.lines?.slice(0, DETAILED_LINES) ?? []
  const more = m.count - lines.length
  const items =
    lines.length > 0 && more > 0 ? [...lines, said(message('notificationMail.more', { more }))] : lines
  return composeMail({
    to: m.to,
    language: m.language,
    appOrigin: m.appOrigin,
    subject: said('notificationMail.subject'),
    paragraphs: [
      said('notificationMail.greeting'),
      said(message('notificationMail.count', { count: m.count })),
    ],
    items,
    link: { label: said('notificationMail.open'), url: `${m.appOrigin}${WEB_ROUTES.notifications}` },
    notes: [
      { text: said('notificationMail.why'), url: `${m.appOrigin}${WEB_ROUTES.settings}` },
      { text: said('notificationMail.stop'), url: page },
    ],
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    helpFooter: false,
  })
}
