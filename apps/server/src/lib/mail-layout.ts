import type { Language } from '@kindred/contract/languages'
import type { Mail } from './mailer'
import { say } from './messages'

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * A plain-text message with a simple HTML twin: short paragraphs, a list if given, at most one
 * button-like link, then notes in small print; no images or tracking. Links are built from APP_URL,
 * never from the request's Host header. Every mail the server writes has this shape (identity's,
 * notifications'), and every word of it in the reader's `language` (decision 084): the caller's
 * words already said in it, the layout's own here.
 */
export function composeMail(options: {
  to: string
  language: Language
  subject: string
  paragraphs: string[]
  /** Short lines shown as a list after the paragraphs. */
  items?: string[]
  link?: { label: string; url: string }
  /** Small print before the footer, each with an optional link at its end. */
  notes?: { text: string; url?: string }[]
  appOrigin: string
  headers?: Record<string, string>
  /** The help page's crisis lines at the end; left out where the mail must say nothing of why one is here. */
  helpFooter?: boolean
}): Mail {
  const { language } = options
  const help = `${options.appOrigin}/help`
  const signOff = say('mail.signOff', language)
  const footerText = say('mail.footer', language)
  const items = options.items ?? []
  const notes = options.notes ?? []
  const textParts = [...options.paragraphs]
  if (items.length > 0) textParts.push(items.map((item) => `- ${item}`).join('\n'))
  if (options.link) textParts.push(`${options.link.label}:\n${options.link.url}`)
  textParts.push(
    `${signOff}\nKindred`,
    ...notes.map((note) => (note.url ? `${note.text} ${note.url}` : note.text)),
  )
  const footer = options.helpFooter ?? true
  if (footer) textParts.push(`${footerText} ${help}`)

  const htmlParts = options.paragraphs.map((p) => `<p>${escape(p)}</p>`)
  if (items.length > 0) htmlParts.push(`<ul>${items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`)
  if (options.link) {
    htmlParts.push(
      `<p><a href="${escape(options.link.url)}" style="display:inline-block;padding:12px 20px;background:#0469DE;color:#ffffff;border-radius:8px;text-decoration:none">${escape(options.link.label)}</a></p>`,
      `<p style="font-size:14px;color:#555">${escape(say('mail.buttonFallback', language))}<br>${escape(options.link.url)}</p>`,
    )
  }
  htmlParts.push(`<p>${escape(signOff)}<br>Kindred</p>`)
  for (const note of notes) {
    const link = note.url ? ` <a href="${escape(note.url)}">${escape(note.url)}</a>` : ''
    htmlParts.push(`<p style="font-size:13px;color:#666">${escape(note.text)}${link}</p>`)
  }
  if (footer) {
    htmlParts.push(
      `<p style="font-size:13px;color:#666">${escape(footerText)} <a href="${escape(help)}">${escape(help)}</a></p>`,
    )
  }

  return {
    to: options.to,
    subject: options.subject,
    text: textParts.join('\n\n') + '\n',
    html: `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;max-width:560px">${htmlParts.join('')}</body></html>`,
    ...(options.headers ? { headers: options.headers } : {}),
  }
}
