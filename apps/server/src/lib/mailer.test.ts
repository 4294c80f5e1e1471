import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { createMailer } from './mailer'

describe('mail without SMTP_URL', () => {
  it('is written as an .eml file in DATA_DIR/outbox, and the log names the file but not the link', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kindred-mail-'))
    const lines: string[] = []
    const log = pino(
      { level: 'info' },
      new Writable({ write: (chunk, _e, done) => (lines.push(String(chunk)), done()) }),
    )
    const token = 'T'.repeat(43)
    const mailer = createMailer({ from: 'Kindred <no-reply@localhost>', dataDir, log })
    await mailer.send({
      to: 'person@example.org',
      subject: 'Confirm your email for Kindred',
      text: `Open http://localhost:3000/auth/verify#token=${token}\n`,
      html: `<p><a href="http://localhost:3000/auth/verify#token=${token}">Confirm</a></p>`,
    })

    const files = await fs.readdir(path.join(dataDir, 'outbox'))
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/\.eml$/)
    const eml = (await fs.readFile(path.join(dataDir, 'outbox', files[0]!), 'utf8')).replace(/=\r?\n/g, '')
    expect(eml).toContain('To: person@example.org')
    expect(eml).toContain(token)
    const logged = lines.join('')
    expect(logged).toContain(files[0])
    expect(logged).not.toContain(token)
    expect(logged).not.toContain('person@example.org')
    await fs.rm(dataDir, { recursive: true, force: true })
  })
})
