import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MEMORY_PATHS } from '@kindred/contract/memories'
import { CONNECTION_PATHS } from '@kindred/contract/connections'
import { INTERACTION_PATHS } from '@kindred/contract/interactions'
import { QUICK_EXIT_SIGN_OUT_PATH } from '@kindred/contract/http'
import { startMailbox, tokenFrom, type Mailbox } from '../mailbox'
import { openStream } from '../sse-client'
import {
  builtMain,
  freePort,
  serverRoot,
  startProcess,
  stop,
  waitForHealthy,
  type RunningServer,
} from './process'

// Two instances of the built server on one PostgreSQL and one Redis, as docs/operations.md runs them
// behind a load balancer (issue 15): started at the same moment on a fresh database, then each thing
// that must hold across instances, done through one and checked through the other. Registered only
// where CI provides both (TEST_DATABASE_URL and TEST_REDIS_URL; vitest.system.config.ts leaves the
// file out otherwise). On the embedded database a second server is refused instead (start.test.ts).

const PUBLIC_URL = 'http://kindred.test'
const PASSWORD = 'correct horse battery staple'
const serverUrl = process.env.TEST_DATABASE_URL!
const redisUrl = process.env.TEST_REDIS_URL!

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
  async send(method: string, url: string, body?: unknown) {
    const csrf = this.cookies.get('csrfToken')
    const res = await fetch(`${this.origin}${url}`, {
      method,
      headers: {
        origin: PUBLIC_URL,
        'x-forwarded-for': this.ip,
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

// A fresh address per run: the rate-limit counters live in the shared Redis.
const ipOf = (n: number) => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${n}`

describe('two instances on one PostgreSQL and one Redis', () => {
  const name = `kindred_two_${randomBytes(5).toString('hex')}`
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString()
  const maintenance = async (statement: string, url = serverUrl) => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      return (await client.query(statement)).rows
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
    // Both at the same moment, on a database with no table yet: the migrations race.
    servers = ports.map((port) =>
      startProcess([builtMain], {
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: PUBLIC_URL,
        TRUST_PROXY: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        SMTP_URL: mailbox.url,
        MAIL_FROM: 'Kindred <hello@kindred.test>',
        LOG_LEVEL: 'warn',
        // Only the sign-in limit counts here; the others would count across test runs in Redis.
        RATE_LIMITS: JSON.stringify({
          loginPerIp: { limit: 4 },
          mailRequestsPerIp: { limit: 1000 },
          tokenConfirmationsPerIp: { limit: 1000 },
          memoriesPerUser: { limit: 1000 },
          newAccountMemoriesPerDay: { limit: 1000 },
          reactionsPerUser: { limit: 1000 },
        }),
      }),
    )
    await Promise.all(servers.map((server, i) => waitForHealthy(`${[A, B][i]}/api/health`, server)))
  }, 120_000)

  afterAll(async () => {
    await Promise.all(servers.map((server) => stop(server)))
    await mailbox?.close()
    await maintenance(`drop database if exists ${name} with (force)`)
  })

  /** Registers through `origin` and verifies through the other instance's link handling. */
  async function register(label: string, through: string, verifyThrough: string) {
    const email = `${label}-${randomBytes(4).toString('hex')}@example.org`
    const client = new Client(through, ipOf(1))
    const res = await client.send('POST', '/api/v1/auth/register', {
      email,
      password: PASSWORD,
      display_name: label,
    })
    expect(res.status).toBeLessThan(300)
    const mail = await mailbox.waitFor(email, /Confirm your email/)
    const browser = client.on(verifyThrough)
    expect(
      (await browser.send('POST', '/api/v1/auth/verify-email', { token: tokenFrom(mail, '/auth/verify') }))
        .status,
    ).toBe(200)
    return { email, browser }
  }

  it('applies each migration, then the trigger files, once when both start at the same moment', async () => {
    const files = fs.readdirSync(path.join(serverRoot, 'migrations')).filter((f) => f.endsWith('.sql'))
    const applied = await maintenance(
      'select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations',
      databaseUrl,
    )
    expect(applied).toEqual([{ n: files.length, d: files.length }])
    // Then the modules' trigger files, under the same lock: the second finds them applied.
    const triggerFiles = await maintenance(
      `select count(*)::int as n from content_versions where collection = 'trigger-files'`,
      databaseUrl,
    )
    expect(triggerFiles).toEqual([{ n: 1 }])
  })

  it('keeps a session made on one valid on the other, and a sign-out on one ends it on both', async () => {
    const { email, browser } = await register('rowan', A, B)
    for (const origin of [A, B]) {
      const me = await browser.on(origin).send('GET', '/api/v1/auth/me')
      expect(me.status).toBe(200)
      expect(JSON.stringify(me.json())).toContain(email)
    }
    expect((await browser.on(A).send('POST', '/api/v1/auth/logout', {})).status).toBeLessThan(300)
    expect((await browser.on(B).send('GET', '/api/v1/auth/me')).status).toBe(401)
  })

  it("a quick exit's sign-out on one ends the session on both: the old refresh token is refused on the other", async () => {
    const { browser } = await register('quickexit', A, A)
    const copied = browser.on(B)
    expect((await copied.send('GET', '/api/v1/auth/me')).status).toBe(200)
    const left = await browser.on(A).send('POST', QUICK_EXIT_SIGN_OUT_PATH, { shared_device: false })
    expect(left.status).toBe(204)
    // The cookies as they were before the exit, replayed on the other instance.
    expect((await copied.on(B).send('GET', '/api/v1/auth/me')).status).toBe(401)
    expect((await copied.on(B).send('POST', '/api/v1/auth/refresh', {})).status).toBe(401)
  })

  it('sends each mail once, whichever instance queued it and both sending', async () => {
    const people = await Promise.all(
      Array.from({ length: 6 }, (_, i) => register(`mail${i}`, i % 2 ? A : B, i % 2 ? B : A)),
    )
    // Both outbox workers poll every moment: give them time to send anything twice.
    await new Promise((r) => setTimeout(r, 3000))
    for (const { email } of people) expect(mailbox.sentTo(email)).toHaveLength(1)
  })

  it('shows a memory shared through one at once through the other, and fans notifications out', async () => {
    const author = await register('author', A, A)
    const friend = await register('friend', B, B)
    const shared = await author.browser.on(A).send('POST', MEMORY_PATHS.create, {
      title: 'The kitchen table',
      body: 'We sat there every evening and nobody said a word about the day. I still remember the clock.',
      mt: 1,
    })
    expect(shared.status).toBe(201)
    const { hash_id: hashId, shareable_link: link } = shared.json() as {
      hash_id: string
      shareable_link: string
    }
    const onB = await friend.browser.on(B).send('GET', MEMORY_PATHS.details(hashId))
    expect(onB.status).toBe(200)
    expect(onB.json()).toMatchObject({ title: 'The kitchen table' })

    // The author listens on B; the friend's me too goes through A.
    const stream = await openStream(B, author.browser)
    expect(stream.status).toBe(200)
    const meToo = await friend.browser.on(A).send('POST', INTERACTION_PATHS.reaction, {
      target: 'memory',
      shareable_link: link,
      reaction: 'me_too',
    })
    expect(meToo.status).toBeLessThan(300)
    await stream.waitForNotifications(1)
    await stream.close()
  })

  it("shows a hide, a block and a deletion made through one at once in the other's lists and pages", async () => {
    const author = await register('writer', A, A)
    const reader = await register('reader', B, B)
    const share = async (title: string) => {
      const res = await author.browser.on(A).send('POST', MEMORY_PATHS.create, {
        title,
        body: 'The stairs creaked on the way up, and I learned which steps to skip at night.',
        mt: 1,
        // Under the name: a block hides the author's named memories (anonymous ones stay, decision 036).
        anonymous: false,
      })
      expect(res.status).toBe(201)
      return res.json() as { hash_id: string; title: string; author: { public_id: string } }
    }
    const toHide = await share('The creaking stairs')
    const toDelete = await share('The landing light')
    const titlesOnB = async () =>
      (
        (await reader.browser.on(B).send('GET', `${MEMORY_PATHS.feed}?limit=50`)).json() as {
          results: { title: string }[]
        }
      ).results.map((card) => card.title)
    // Read on B first, so B's shared cards hold both.
    expect(await titlesOnB()).toEqual(expect.arrayContaining([toHide.title, toDelete.title]))

    expect((await reader.browser.on(A).send('GET', MEMORY_PATHS.hide(toHide.hash_id))).status).toBe(200)
    expect(await titlesOnB()).not.toContain(toHide.title)

    expect((await author.browser.on(A).send('DELETE', MEMORY_PATHS.details(toDelete.hash_id))).status).toBe(
      204,
    )
    expect(await titlesOnB()).not.toContain(toDelete.title)
    expect((await reader.browser.on(B).send('GET', MEMORY_PATHS.details(toDelete.hash_id))).status).toBe(404)

    const named = await share('The front door')
    expect(await titlesOnB()).toContain(named.title)
    const block = CONNECTION_PATHS.block(named.author.public_id)
    expect((await reader.browser.on(A).send('POST', block, {})).status).toBe(200)
    expect(await titlesOnB()).not.toContain(named.title)
    expect((await reader.browser.on(B).send('GET', MEMORY_PATHS.details(named.hash_id))).status).toBe(404)
  })

  it('counts a rate limit once for both: the fifth sign-in in a minute is refused on either', async () => {
    const ip = ipOf(9)
    const statuses = []
    for (const origin of [A, B, A, B, A]) {
      const res = await new Client(origin, ip).send('POST', '/api/v1/auth/login', {
        email: 'nobody@example.org',
        password: 'not the password',
      })
      statuses.push(res.status)
    }
    expect(statuses.slice(0, 4).every((s) => s === 401 || s === 400)).toBe(true)
    expect(statuses[4]).toBe(429)
  })
})
