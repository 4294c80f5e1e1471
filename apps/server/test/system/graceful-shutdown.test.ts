import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, serverRoot, startOn, stop, tempDir, type RunningServer } from './process'

function get(port: number, pathname: string, agent: http.Agent) {
  return new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: pathname, agent }, (res) => {
      let body = ''
      res.on('data', (d) => (body += String(d)))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }))
    })
    req.on('error', reject)
  })
}

const agent = new http.Agent({ keepAlive: true })
afterAll(() => agent.destroy())

// A test that fails half-way must not leave its server running (under tsx a server still starting
// outlives a SIGTERM): whatever is left is killed at the end.
const started: RunningServer[] = []
const slowServer = ['--import', 'tsx', path.join(serverRoot, 'test/system/fixtures/slow-server.ts')]
const startSlowServer = (port: number, dataDir: string) =>
  startOn(slowServer, port, dataDir, {}, (server) => started.push(server))
afterAll(() => {
  for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL')
})

describe('graceful shutdown on SIGTERM', () => {
  it('finishes the request in flight, refuses new ones and exits 0 within a few seconds', async () => {
    const port = await freePort()
    const dataDir = await tempDir('kindred-shutdown-')
    const server = await startSlowServer(port, dataDir)
    // Warm the keep-alive connection first: an idle keep-alive socket is what used to hang close().
    expect((await get(port, '/api/health', agent)).status).toBe(200)

    const inFlight = get(port, '/test/slow', agent)
    await new Promise((r) => setTimeout(r, 300))
    const exited = stop(server)
    await new Promise((r) => setTimeout(r, 200))

    const late = await get(port, '/api/health', new http.Agent()).then(
      (res) => res.status,
      (err: NodeJS.ErrnoException) => err.code,
    )
    expect([503, 'ECONNREFUSED', 'ECONNRESET']).toContain(late)

    const slow = await inFlight
    expect(slow.status).toBe(200)
    expect(JSON.parse(slow.body)).toEqual({ finished: true })
    expect(slow.connection).toBe('close')

    const { code, ms } = await exited
    expect(code).toBe(0)
    expect(ms).toBeLessThan(5000)
    expect(server.output()).toContain('"msg":"closed"')
  })
})

/** Registers through the API and signs in with the verification link of the mail in DATA_DIR/outbox. */
async function signedUp(origin: string, dataDir: string) {
  const json = { origin, 'content-type': 'application/json' }
  const email = `shutdown-${Date.now()}@example.org`
  const registered = await fetch(`${origin}/api/v1/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: 'correct horse battery staple', display_name: 'Rowan' }),
  })
  expect(registered.status).toBeLessThan(300)
  const outbox = path.join(dataDir, 'outbox')
  let mail = ''
  for (let i = 0; i < 100 && !mail; i++) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : []
    if (files[0]) mail = fs.readFileSync(path.join(outbox, files[0]), 'utf8')
    else await new Promise((r) => setTimeout(r, 100))
  }
  // The mail is quoted-printable: undo its soft line breaks and escaped '=' before reading the link.
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
  const token = /\/auth\/verify#token=([A-Za-z0-9_-]{43})/.exec(text)?.[1]
  expect(token).toBeDefined()
  const verified = await fetch(`${origin}/api/v1/auth/verify-email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ token }),
  })
  expect(verified.status).toBe(200)
  const cookies = verified.headers.getSetCookie().map((c) => c.split(';')[0]!)
  const csrf = cookies.find((c) => c.startsWith('csrfToken='))!.split('=')[1]!
  return { cookie: cookies.join('; '), csrf }
}

/** An open notification stream: how it ended ('end' when the server closed it cleanly). */
function openStream(port: number, session: { cookie: string; csrf: string }) {
  let received = ''
  let opened: () => void
  const open = new Promise<void>((resolve) => (opened = resolve))
  const ended = new Promise<string>((resolve) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: `/api/v1/notifications/stream?csrf=${session.csrf}`,
        headers: { cookie: session.cookie, accept: 'text/event-stream' },
      },
      (res) => {
        expect(res.statusCode).toBe(200)
        res.on('data', (d) => {
          received += String(d)
          opened()
        })
        res.on('aborted', () => resolve('aborted'))
        res.on('error', (err) => resolve(`error ${err.message}`))
        res.on('end', () => resolve('end'))
      },
    )
    req.on('error', (err) => resolve(`error ${err.message}`))
  })
  return { open, ended, received: () => received }
}

/**
 * A quick read's status; 'refused' when the connection was reset before any answer began (a kept-alive
 * connection closed as idle just as the request went out, or a new one still waiting to be accepted
 * when the server stopped listening); 'aborted' when an answer was cut off half-way.
 */
function quickRead(port: number, agent: http.Agent): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/v1/feed/', agent }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
      res.on('aborted', () => resolve('aborted'))
      res.on('error', () => resolve('aborted'))
    })
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve(err.code === 'ECONNRESET' ? 'refused' : (err.code ?? 'error')),
    )
  })
}

describe('graceful shutdown under load', () => {
  it('answers every request already taken, refuses new ones and closes notification streams cleanly', async () => {
    const port = await freePort()
    const origin = `http://127.0.0.1:${port}`
    const dataDir = await tempDir('kindred-shutdown-load-')
    const server = await startSlowServer(port, dataDir)
    try {
      const session = await signedUp(origin, dataDir)
      const streams = [openStream(port, session), openStream(port, session)]
      await Promise.all(streams.map((s) => s.open))

      // Load: slow requests on their own connections, and a stream of quick reads on keep-alive ones.
      const slow = Array.from({ length: 6 }, () => get(port, '/test/slow', new http.Agent()))
      const quickAgent = new http.Agent({ keepAlive: true, maxSockets: 8 })
      let stopping = false
      const quickAnswers: (number | string)[] = []
      const quick = Array.from({ length: 8 }, async () => {
        while (!stopping) quickAnswers.push(await quickRead(port, quickAgent))
      })
      await new Promise((r) => setTimeout(r, 400))
      const exited = stop(server)
      await new Promise((r) => setTimeout(r, 300))
      const late = await get(port, '/api/health', new http.Agent()).then(
        (res) => res.status,
        (err: NodeJS.ErrnoException) => err.code,
      )
      stopping = true
      await Promise.all(quick)
      quickAgent.destroy()

      // Every slow request taken before the signal finished whole; nothing new was taken after.
      for (const answer of await Promise.all(slow)) {
        expect(answer.status).toBe(200)
        expect(JSON.parse(answer.body)).toEqual({ finished: true })
      }
      expect([503, 'ECONNREFUSED', 'ECONNRESET']).toContain(late)
      // Quick reads were answered 200 until the server stopped taking them, then refused; no answer
      // was cut off half-way ('aborted'). That requests already taken are answered whole is what the
      // slow ones show.
      expect(quickAnswers.filter((a) => a === 200).length).toBeGreaterThan(10)
      expect(quickAnswers.filter((a) => ![200, 503, 'ECONNREFUSED', 'refused'].includes(a))).toEqual([])
      // The streams were ended by the server, cleanly, before it exited.
      expect(await Promise.all(streams.map((s) => s.ended))).toEqual(['end', 'end'])
      const { code, ms } = await exited
      expect(code).toBe(0)
      expect(ms).toBeLessThan(5000)
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }, 60_000)
})
