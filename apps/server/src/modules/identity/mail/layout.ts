import type { Mail } from '../../../lib/mailer'

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const SIGN_OFF = 'With care,\nKindred'
const FOOTER =
  "You are receiving this because of your Kindred account. If you are struggling right now, Kindred's help page lists free crisis lines: "

/**
 * A plain-text message with a simple HTML twin: short paragraphs, at most one button-like link,
 * no images or tracking. `link` is built from APP_URL, never from the request's Host header.
 */
export function composeMail(options: {
  to: string
  subject: string
  paragraphs: string[]
  link?: { label: string; url: string }
  appOrigin: string
}): Mail {
  const help = `${options.appOrigin}/help`
  const textParts = [...options.paragraphs]
  if (options.link) textParts.push(`${options.link.label}:\n${options.link.url}`)
  textParts.push(SIGN_OFF, `${FOOTER}${help}`)

  const htmlParts = options.paragraphs.map((p) => `<p>${escape(p)}</p>`)
  if (options.link) {
    htmlParts.push(
      `<p><a href="${escape(options.link.url)}" style="display:inline-block;padding:12px 20px;background:#0469DE;color:#ffffff;border-radius:8px;text-decoration:none">${escape(options.link.label)}</a></p>`,
      `<p style="font-size:14px;color:#555">If the button does not work, copy this address into your browser:<br>${escape(options.link.url)}</p>`,
    )
  }
  htmlParts.push(
    `<p>With care,<br>Kindred</p>`,
    `<p style="font-size:13px;color:#666">${escape(FOOTER)}<a href="${escape(help)}">${escape(help)}</a></p>`,
  )

  return {
    to: options.to,
    subject: options.subject,
    text: textParts.join('\n\n') + '\n',
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;max-width:560px">${htmlParts.join('')}</body></html>`,
  }
}
