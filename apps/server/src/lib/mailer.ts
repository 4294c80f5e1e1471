import fs from 'node:fs/promises'
import path from 'node:path'
import type nodemailerModule from 'nodemailer'
import type { Transporter } from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'

export interface Mail {
  to: string
  subject: string
  text: string
  html: string
  /** Extra header fields, e.g. List-Unsubscribe (RFC 8058) on notification mail. */
  headers?: Record<string, string>
}

export interface Mailer {
  send(mail: Mail): Promise<void>
  close(): void
}

/**
 * SMTP when SMTP_URL is set. Otherwise each message is written as an .eml file under
 * DATA_DIR/outbox/ so someone running Kindred locally can still open their verification link;
 * the log names the file, never the link or its token.
 */
export function createMailer(options: {
  smtpUrl?: string
  from: string
  dataDir: string
  log: FastifyBaseLogger
}): Mailer {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl
    // Timeouts well inside the outbox's lease (60 s): a server that hangs fails the send, and the
    // job is retried, instead of another instance claiming it while this one still sends it
    // (nodemailer's own defaults are minutes). Settings in SMTP_URL's query win over these.
    const transport = lazyTransport((nodemailer) =>
      nodemailer.createTransport({
        url: smtpUrl,
        connectionTimeout: 15_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    )
    return {
      send: async (mail) => {
        await (await transport.get()).sendMail({ ...mail, from: options.from })
      },
      close: () => transport.current?.close(),
    }
  }
  const folder = path.join(options.dataDir, 'outbox')
  const transport = lazyTransport((nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  )
  return {
    send: async (mail) => {
      const info = await (await transport.get()).sendMail({ ...mail, from: options.from })
      await fs.mkdir(folder, { recursive: true })
      const file = path.join(
        folder,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w]/g, '')}.eml`,
      )
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 })
      options.log.info(
        { file, subject: mail.subject },
        'no SMTP_URL: email written to the development outbox',
      )
    },
    close: () => {},
  }
}

type Nodemailer = typeof nodemailerModule

/**
 * nodemailer is loaded with the first message, not at start: most starts send no mail, and the
 * library costs every start memory (issue 14).
 */
function lazyTransport(create: (nodemailer: Nodemailer) => Transporter) {
  let loading: Promise<Transporter> | undefined
  const holder = {
    current: undefined as Transporter | undefined,
    get: () =>
      (loading ??= import('nodemailer').then((module) => {
        holder.current = create(module.default)
        return holder.current
      })),
  }
  return holder
}
