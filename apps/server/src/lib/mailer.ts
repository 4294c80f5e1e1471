import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import type { FastifyBaseLogger } from 'fastify'

export interface Mail {
  to: string
  subject: string
  text: string
  html: string
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
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl)
    return {
      send: async (mail) => {
        await transport.sendMail({ ...mail, from: options.from })
      },
      close: () => transport.close(),
    }
  }
  const folder = path.join(options.dataDir, 'outbox')
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ ...mail, from: options.from })
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
