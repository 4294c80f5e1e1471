import { SMTPServer } from 'smtp-server'
import type { AddressInfo } from 'node:net'

export interface ReceivedMail {
  to: string[]
  /** As a mail client shows it: folded lines joined, RFC 2047 encoded words (accents) decoded. */
  subject: string
  /** The whole message with quoted-printable soft breaks and escapes decoded. */
  text: string
  /** The message's header fields as sent (not decoded), folded lines joined. */
  headers: string
}

/**
 * Undoes quoted-printable encoding well enough to read links and sentences in a test; the escaped
 * bytes are UTF-8, so “quotes” and accents read as they were written.
 */
function decodeQuotedPrintable(raw: string) {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'))
}

/** The bytes of one RFC 2047 encoded word's text, in its encoding (B: base64, Q: quoted-printable-like). */
function encodedWordBytes(encoding: string, text: string): Buffer {
  if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64')
  const latin1 = text
    .replace(/_/g, ' ')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(latin1, 'latin1')
}

/**
 * A header's value as a reader sees it: each run of encoded words (`=?UTF-8?Q?…?=`, the space
 * between them ignored) decoded together, since a character's bytes may be split across two.
 */
function decodeHeader(value: string): string {
  const word = /=\?[^?]+\?([QqBb])\?([^?]*)\?=/g
  return value.replace(/=\?[^?]+\?[QqBb]\?[^?]*\?=(?:\s+=\?[^?]+\?[QqBb]\?[^?]*\?=)*/g, (run) =>
    Buffer.concat(
      [...run.matchAll(word)].map(([, encoding, text]) => encodedWordBytes(encoding!, text!)),
    ).toString('utf8'),
  )
}

/**
 * A real SMTP server on loopback that keeps every message it receives, for tests that follow the
 * links in emails as a person would.
 */
export async function startMailbox() {
  const messages: ReceivedMail[] = []
  const waiters: (() => void)[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
      stream.on('end', () => {
        const text = decodeQuotedPrintable(raw)
        const headers = raw.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ')
        const subject = decodeHeader(/^Subject: (.*)$/m.exec(headers)?.[1]?.trim() ?? '')
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject,
          text,
          headers,
        })
        waiters.splice(0).forEach((wake) => wake())
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /**
     * Waits for a message to `to` whose subject matches, skipping the first `skip` messages to that
     * address (those a test already saw); fails after a few seconds.
     */
    async waitFor(
      to: string,
      subject: RegExp,
      options: { skip?: number; timeoutMs?: number } = {},
    ): Promise<ReceivedMail> {
      const deadline = Date.now() + (options.timeoutMs ?? 8000)
      for (;;) {
        const found = messages
          .filter((m) => m.to.includes(to.toLowerCase()))
          .slice(options.skip ?? 0)
          .find((m) => subject.test(m.subject))
        if (found) return found
        if (Date.now() > deadline) {
          throw new Error(
            `no mail to ${to} matching ${subject}; got: ${messages.map((m) => `${m.to} ${m.subject}`).join('; ')}`,
          )
        }
        await new Promise<void>((resolve) => {
          waiters.push(resolve)
          setTimeout(resolve, 100)
        })
      }
    },
    sentTo(to: string) {
      return messages.filter((m) => m.to.includes(to.toLowerCase()))
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>

/** The token of the first `${page}#token=…` link in a mail. */
export function tokenFrom(mail: ReceivedMail, page: string): string {
  const match = new RegExp(`${page.replace(/\//g, '\\/')}#token=([A-Za-z0-9_-]{43})`).exec(mail.text)
  if (!match) throw new Error(`no ${page} link in: ${mail.text.slice(0, 500)}`)
  return match[1]!
}
