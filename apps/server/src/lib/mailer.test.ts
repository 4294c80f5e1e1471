import fs from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { LEASE_MS } from '../jobs/outbox'
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

describe('mail over SMTP', () => {
  it('gives up on a server that never answers well inside the outbox lease, so no other instance sends it again', async () => {
    // Takes the connection and says nothing, as a hung mail server does.
    const sockets: net.Socket[] = []
    const silent = net.createServer((socket) => void sockets.push(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as net.AddressInfo
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Kindred <no-reply@localhost>',
      dataDir: '/nonexistent',
      log: pino({ level: 'silent' }),
    })
    const started = Date.now()
    await expect(
      mailer.send({ to: 'person@example.org', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' }),
    ).rejects.toThrow(/greeting|timeout/i)
    expect(Date.now() - started).toBeLessThan(LEASE_MS / 2)
    mailer.close()
    sockets.forEach((socket) => socket.destroy())
    silent.close()
  }, 30_000)
})
