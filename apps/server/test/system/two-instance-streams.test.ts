import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MEMORY_PATHS } from '@kindred/contract/memories'
import { INTERACTION_PATHS } from '@kindred/contract/interactions'
import { startMailbox, tokenFrom, type Mailbox } from '../mailbox'
import { openStream } from '../sse-client'
import { builtMain, freePort, startProcess, stop, waitForHealthy, type RunningServer } from './process'

// Issue 35 (decision 060): a notification stream ends with its session on every instance. Two
// instances of the built server on one PostgreSQL and one Redis, as two-instances.test.ts runs them;
// a stream open on the second, its session ended through the first or the second (signing out, or
// from another device), and notifications caused for that person right after the ending answer:
// none reaches the stream, and the stream is closed within a second. The heartbeat (which also ends
// streams of ended sessions) is far longer here. Registered only where CI provides PostgreSQL and
// Redis (vitest.system.config.ts).

const PUBLIC_URL = 'http://kindred.test'
const PASSWORD = 'correct horse battery staple'
const TRIES = 5

/** A browser on one instance: its cookies, the web app's headers, and an address of its own. */
class Client {
  readonly cookies = new Map<string, string>()
  constructor(
    public origin: string,
    private readonly ip: string,
  ) {}
  on(origin: string) {
    const copy = new Client(origin, this.ip)
    for (const [k, v] of this.cookies) copy.cookies.set(k, v)
    return copy
  }
  async send(
    method: string,
    url: string,
    body?: unknown,
    userAgent = 'Mozilla/5.0 (X11; Linux) Firefox/130.0',
  ) {
    const csrf = this.cookies.get('csrfToken')
    const res = await fetch(`${this.origin}${url}`, {
      method,
      headers: {
        origin: PUBLIC_URL,
        'x-forwarded-for': this.ip,
        'user-agent': userAgent,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(csrf ? { 'x-csrf-token': csrf } : {}),
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)]
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    const text = await res.text()
    return { status: res.status, json: () => JSON.parse(text) as Record<string, unknown> }
  }
}

const ipOf = (n: number) => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${n}`

describe('a stream on one instance ends with its session ended through either', () => {
  const serverUrl = process.env.TEST_DATABASE_URL!
  const name = `kindred_streams_${randomBytes(5).toString('hex')}`
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString()
  const maintenance = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  let mailbox: Mailbox
  let servers: RunningServer[] = []
  let A = ''
  let B = ''

  beforeAll(async () => {
    await maintenance(`create database ${name}`)
    mailbox = await startMailbox()
    const ports = [await freePort(), await freePort()]
    A = `http://127.0.0.1:${ports[0]}`
    B = `http://127.0.0.1:${ports[1]}`
    const lifted = { limit: 100_000 }
    const env = (port: number) => ({
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: PUBLIC_URL,
      TRUST_PROXY: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      SMTP_URL: mailbox.url,
      MAIL_FROM: 'Kindred <hello@kindred.test>',
      LOG_LEVEL: 'warn',
      NOTIFICATION_HEARTBEAT_MS: '30000',
      RATE_LIMITS: JSON.stringify(
        Object.fromEntries(
          [
            'loginPerIp',
            'mailRequestsPerIp',
            'tokenConfirmationsPerIp',
            'memoriesPerUser',
            'newAccountMemoriesPerDay',
            'reactionsPerUser',
          ].map((rule) => [rule, lifted]),
        ),
      ),
    })
    // One after the other: the first applies the migrations.
    servers = [startProcess([builtMain], env(ports[0]!))]
    await waitForHealthy(`${A}/api/health`, servers[0]!)
    servers.push(startProcess([builtMain], env(ports[1]!)))
    await waitForHealthy(`${B}/api/health`, servers[1]!)
  }, 120_000)

  afterAll(async () => {
    await Promise.all(servers.map((server) => stop(server)))
    await mailbox?.close()
    await maintenance(`drop database if exists ${name} with (force)`)
  })

  async function register(label: string) {
    const email = `${label}-${randomBytes(4).toString('hex')}@example.org`
    const browser = new Client(A, ipOf(1))
    expect((await browser.send('POST', '/api/v1/auth/register', { email, password: PASSWORD })).status).toBe(
      202,
    )
    const mail = await mailbox.waitFor(email, /Confirm your email/)
    const token = tokenFrom(mail, '/auth/verify')
    expect((await browser.send('POST', '/api/v1/auth/verify-email', { token })).status).toBe(200)
    return { email, browser }
  }

  const reactTo = (giver: Client, link: string, reaction: 'me_too' | 'love') =>
    giver.send('POST', INTERACTION_PATHS.reaction, { target: 'memory', shareable_link: link, reaction })

  /** Ends the session streaming on B through `through`, in one of two ways; answers the status. */
  async function endSession(
    way: 'sign-out' | 'revoke',
    who: { email: string; browser: Client },
    through: string,
  ) {
    if (way === 'sign-out')
      return (await who.browser.on(through).send('POST', '/api/v1/auth/logout', {})).status
    const phone = new Client(through, ipOf(2))
    const agent = 'Mozilla/5.0 (iPhone) Safari/605.1.15'
    expect(
      (await phone.send('POST', '/api/v1/auth/login', { email: who.email, password: PASSWORD }, agent))
        .status,
    ).toBe(200)
    const list = (await phone.send('GET', '/api/v1/auth/sessions', undefined, agent)).json() as {
      results: { id: string; current: boolean }[]
    }
    const streaming = list.results.find((session) => !session.current)!
    return (await phone.send('DELETE', `/api/v1/auth/sessions/${streaming.id}`, undefined, agent)).status
  }

  for (const way of ['sign-out', 'revoke'] as const)
    for (const through of ['the first', 'the second'])
      it(`${way} through ${through}: no event after the answer, the stream closed within a second`, async () => {
        const giver = (await register('giver')).browser
        for (let i = 0; i < TRIES; i++) {
          const who = await register('streamer')
          const shared = await who.browser.send('POST', MEMORY_PATHS.create, {
            title: 'The kitchen table',
            body: 'We sat there every evening and nobody said a word about the day. I still remember the clock.',
            mt: 1,
          })
          expect(shared.status).toBe(201)
          const link = shared.json().shareable_link as string
          const stream = await openStream(B, who.browser)
          expect(stream.status).toBe(200)

          expect(await endSession(way, who, through === 'the first' ? A : B)).toBeLessThan(300)
          const answeredAt = Date.now()
          expect((await reactTo(giver.on(A), link, 'me_too')).status).toBeLessThan(300)
          expect((await reactTo(giver.on(B), link, 'love')).status).toBeLessThan(300)
          await stream.waitUntil(
            stream.ended,
            'the end of the stream',
            Math.max(0, answeredAt + 1000 - Date.now()),
          )
          expect(stream.events).toEqual([])
          await stream.close()
        }
      })
})
