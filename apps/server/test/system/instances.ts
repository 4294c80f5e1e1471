import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { expect } from 'vitest'
import { startMailbox, tokenFrom, type Mailbox } from '../mailbox'
import { builtMain, freePort, startProcess, stop, waitForHealthy, type RunningServer } from './process'

// Two instances of the built server on one fresh PostgreSQL database and one Redis, and browsers
// that talk to either: what the system tests that need a second instance share.

export const PUBLIC_URL = 'http://kindred.test'
export const PASSWORD = 'correct horse battery staple'

/**
 * A browser on one instance: its cookies, the web app's headers, and an address of its own (and a
 * user agent, where a test tells devices apart).
 */
export class Client {
  readonly cookies = new Map<string, string>()
  constructor(
    public origin: string,
    private readonly ip: string,
    private readonly userAgent?: string,
  ) {}
  on(origin: string) {
    const copy = new Client(origin, this.ip, this.userAgent)
    for (const [k, v] of this.cookies) copy.cookies.set(k, v)
    return copy
  }
  async send(method: string, url: string, body?: unknown) {
    const csrf = this.cookies.get('csrfToken')
    const res = await fetch(`${this.origin}${url}`, {
      method,
      headers: {
        origin: PUBLIC_URL,
        'x-forwarded-for': this.ip,
        ...(this.userAgent ? { 'user-agent': this.userAgent } : {}),
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
    return { status: res.status, text, json: () => JSON.parse(text) as Record<string, unknown> }
  }
  /** Fails the test unless the answer is a success; its JSON ({} for an empty answer). */
  async ok(method: string, url: string, body?: unknown): Promise<Record<string, unknown>> {
    const res = await this.send(method, url, body)
    expect(res.status, `${method} ${url}: ${res.text}`).toBeLessThan(300)
    return res.text === '' ? {} : res.json()
  }
}

/** A fresh address per run: the rate-limit counters live in the shared Redis. */
export const ipOf = (n: number) => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${n}`

/** Statements on the shared database, outside both instances (a fixture, as an operator would). */
export async function onDatabase(url: string, statement: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(statement, params)).rows as Record<string, unknown>[]
  } finally {
    await client.end()
  }
}

export interface Instances {
  urls: [string, string]
  databaseUrl: string
  mailbox: Mailbox
  /** Registers through one instance, verified through the other: a browser signed in on the second. */
  register(
    label: string,
    through: string,
    verifyThrough: string,
    displayName?: string,
  ): Promise<{ email: string; browser: Client }>
  close(): Promise<void>
}

/**
 * Starts two instances of the built server at the same moment on a new database, with the given
 * rate limits set (others count across runs in Redis) and any further settings in `env`.
 */
export async function startInstances(
  rateLimits: Record<string, { limit: number }>,
  env: Record<string, string> = {},
): Promise<Instances> {
  const serverUrl = process.env.TEST_DATABASE_URL!
  const name = `kindred_two_${randomBytes(5).toString('hex')}`
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString()
  await onDatabase(serverUrl, `create database ${name}`)
  const mailbox = await startMailbox()
  const ports = [await freePort(), await freePort()]
  const urls = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string]
  const servers: RunningServer[] = ports.map((port) =>
    startProcess([builtMain], {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: PUBLIC_URL,
      TRUST_PROXY: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      SMTP_URL: mailbox.url,
      MAIL_FROM: 'Kindred <hello@kindred.test>',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: JSON.stringify(rateLimits),
      ...env,
    }),
  )
  await Promise.all(servers.map((server, i) => waitForHealthy(`${urls[i]}/api/health`, server)))

  return {
    urls,
    databaseUrl,
    mailbox,
    async register(label, through, verifyThrough, displayName = label) {
      const email = `${label}-${randomBytes(4).toString('hex')}@example.org`
      const client = new Client(through, ipOf(1))
      const res = await client.send('POST', '/api/v1/auth/register', {
        email,
        password: PASSWORD,
        display_name: displayName,
      })
      expect(res.status).toBeLessThan(300)
      const mail = await mailbox.waitFor(email, /Confirm your email/)
      const browser = client.on(verifyThrough)
      const token = tokenFrom(mail, '/auth/verify')
      expect((await browser.send('POST', '/api/v1/auth/verify-email', { token })).status).toBe(200)
      return { email, browser }
    },
    async close() {
      await Promise.all(servers.map((server) => stop(server)))
      await mailbox.close()
      await onDatabase(serverUrl, `drop database if exists ${name} with (force)`)
    },
  }
}
