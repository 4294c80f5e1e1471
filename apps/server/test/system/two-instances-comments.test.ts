import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMMENT_PATHS } from '@kindred/contract/comments'
import { CONNECTION_PATHS } from '@kindred/contract/connections'
import { MEMORY_PATHS } from '@kindred/contract/memories'
import { MODERATION_PATHS } from '@kindred/contract/moderation'
import { MODERATION_QUEUE_PATHS } from '@kindred/contract/moderation-queue'
import { NOTIFICATION_PATHS } from '@kindred/contract/notifications'
import { startMailbox, tokenFrom, type Mailbox } from '../mailbox'
import { builtMain, freePort, startProcess, stop, waitForHealthy, type RunningServer } from './process'

// A memory's comment pages on two instances of the built server on one PostgreSQL (issue 35,
// decision 060): pages read through the second fill its shared copies, a change is made through the
// first, and right after the writer's answer a visitor and a stranger read through the second. No
// page may still show what the change took away: old words, a name, a comment by someone who blocked
// the reader, a memory no longer theirs to read. Each case is repeated, since a race may pass once.
// Registered only where CI provides PostgreSQL and Redis (vitest.system.config.ts).

const REPEATS = 20
const PUBLIC_URL = 'http://kindred.test'
const PASSWORD = 'correct horse battery staple'
const serverUrl = process.env.TEST_DATABASE_URL!
const redisUrl = process.env.TEST_REDIS_URL!
const unlimited = { limit: 1_000_000 }

/** A browser: its cookies and the web app's headers, sent to whichever instance it is asked. */
class Browser {
  readonly cookies = new Map<string, string>()
  constructor(private readonly ip: string) {}
  async send(origin: string, method: string, url: string, body?: unknown) {
    const csrf = this.cookies.get('csrfToken')
    const res = await fetch(`${origin}${url}`, {
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
      const at = pair!.indexOf('=')
      const [name, value] = [pair!.slice(0, at), pair!.slice(at + 1)]
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return { status: res.status, text: await res.text() }
  }
  /** Fails the test unless the answer is a success; its JSON. */
  async ok(origin: string, method: string, url: string, body?: unknown) {
    const res = await this.send(origin, method, url, body)
    expect(res.status, `${method} ${url}: ${res.text}`).toBeLessThan(300)
    return (res.text === '' ? {} : JSON.parse(res.text)) as Record<string, unknown>
  }
}

interface Person {
  browser: Browser
  name: string
  publicId: string
}

describe('comment pages on two instances', { timeout: 180_000 }, () => {
  const name = `kindred_two_comments_${randomBytes(5).toString('hex')}`
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
  // Writes go through WRITER; the pages are read, before and after, through READER.
  let WRITER = ''
  let READER = ''
  let author: Person, commenter: Person, stranger: Person, moderator: Person
  const visitor = new Browser('10.9.9.9')

  async function register(label: string): Promise<Person> {
    const email = `${label}-${randomBytes(4).toString('hex')}@example.org`
    const browser = new Browser(`10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.7`)
    const displayName = `${label[0]!.toUpperCase()}${label.slice(1)} ${randomBytes(3).toString('hex')}`
    await browser.ok(WRITER, 'POST', '/api/v1/auth/register', {
      email,
      password: PASSWORD,
      display_name: displayName,
    })
    const mail = await mailbox.waitFor(email, /Confirm your email/)
    await browser.ok(WRITER, 'POST', '/api/v1/auth/verify-email', { token: tokenFrom(mail, '/auth/verify') })
    const { user } = (await browser.ok(WRITER, 'GET', '/api/v1/auth/me')) as {
      user: { public_id: string; display_name: string }
    }
    return { browser, name: user.display_name, publicId: user.public_id }
  }

  beforeAll(async () => {
    await maintenance(`create database ${name}`)
    mailbox = await startMailbox()
    const ports = [await freePort(), await freePort()]
    ;[WRITER, READER] = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string]
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
        // What is tested is the caches, not the limits (their counters live in the shared Redis).
        RATE_LIMITS: JSON.stringify(
          Object.fromEntries(
            [
              'mailRequestsPerIp',
              'tokenConfirmationsPerIp',
              'memoriesPerUser',
              'newAccountMemoriesPerDay',
              'memoryChangesPerUser',
              'commentsPerUser',
              'reportsPerUser',
              'peopleChangesPerUser',
            ].map((limit) => [limit, unlimited]),
          ),
        ),
      }),
    )
    await waitForHealthy(`${WRITER}/api/health`, servers[0]!)
    await waitForHealthy(`${READER}/api/health`, servers[1]!)
    author = await register('author')
    commenter = await register('commenter')
    stranger = await register('stranger')
    moderator = await register('moderator')
    await maintenance(
      `update users set role = 'moderator' where public_id = '${moderator.publicId}'`,
      databaseUrl,
    )
  }, 120_000)

  afterAll(async () => {
    await Promise.all(servers.map((server) => stop(server)))
    await mailbox?.close()
    await maintenance(`drop database if exists ${name} with (force)`)
  })

  /** A public memory under the author's name with a named comment by the commenter: its link and the comment's id. */
  async function memoryWithComment(words: string) {
    const memory = await author.browser.ok(WRITER, 'POST', MEMORY_PATHS.create, {
      title: `Comments on two instances ${randomBytes(3).toString('hex')}`,
      body: 'The porch swing squeaked every time the wind came up from the river in the evening.',
      mt: 1,
      anonymous: false,
    })
    const link = memory.shareable_link as string
    const said = await commenter.browser.ok(WRITER, 'POST', COMMENT_PATHS.create, {
      shareable_link: link,
      body: words,
      anonymous: false,
    })
    // The memory's author answers under their name too, on their named memory.
    await author.browser.ok(WRITER, 'POST', COMMENT_PATHS.create, {
      shareable_link: link,
      body: `The author thanks them (${words})`,
      anonymous: false,
      parent_id: said.id,
    })
    return { link, hashId: memory.hash_id as string, commentId: said.id as string }
  }

  /** The page as `who` reads it through the reading instance: its status and text. */
  const pageOf = (who: Browser, link: string) => who.send(READER, 'GET', COMMENT_PATHS.list(link, 1))

  type Memory = Awaited<ReturnType<typeof memoryWithComment>>

  /**
   * Runs `change` through the writing instance REPEATS times, each on a fresh memory whose page a
   * visitor and a stranger read through the reading instance first, then counts the pages `readers`
   * read through it right after that still show what `stale` finds. `after` undoes what must not
   * last into the next time.
   */
  async function staleAfter(
    change: (memory: Memory, words: string) => Promise<void>,
    stale: (page: string, words: string) => boolean,
    {
      readers = [visitor, stranger.browser],
      after,
    }: { readers?: Browser[]; after?: () => Promise<void> } = {},
  ) {
    let staleReads = 0
    for (let i = 0; i < REPEATS; i++) {
      const words = `Words ${randomBytes(6).toString('hex')}`
      const memory = await memoryWithComment(words)
      for (const reader of [visitor, stranger.browser]) {
        const warm = await pageOf(reader, memory.link)
        expect(warm.text).toContain(words)
        expect(warm.text).toContain(commenter.name)
      }
      await change(memory, words)
      for (const reader of readers) {
        const read = await pageOf(reader, memory.link)
        if (read.status === 200 && stale(read.text, words)) staleReads++
      }
      await after?.()
    }
    return staleReads
  }
  const showsWords = (page: string, words: string) => page.includes(`"body":"${words}"`)

  it(`never shows an edited comment's old words (${REPEATS} times)`, async () => {
    const stale = await staleAfter(async ({ commentId }) => {
      await commenter.browser.ok(WRITER, 'PATCH', COMMENT_PATHS.one(commentId), { body: 'Said otherwise.' })
    }, showsWords)
    expect(stale, 'stale pages').toBe(0)
  })

  it(`never shows a deleted comment (${REPEATS} times)`, async () => {
    const stale = await staleAfter(async ({ commentId }) => {
      await commenter.browser.ok(WRITER, 'DELETE', COMMENT_PATHS.one(commentId))
    }, showsWords)
    expect(stale, 'stale pages').toBe(0)
  })

  it(`never shows the name on words now said without it (${REPEATS} times)`, async () => {
    // A comment's name cannot be taken off by an edit: the commenter deletes it and says it again without.
    const stale = await staleAfter(
      async ({ commentId, link }, words) => {
        await commenter.browser.ok(WRITER, 'DELETE', COMMENT_PATHS.one(commentId))
        await commenter.browser.ok(WRITER, 'POST', COMMENT_PATHS.create, {
          shareable_link: link,
          body: words,
          anonymous: true,
        })
      },
      (page) => page.includes(commenter.name) || page.includes(commenter.publicId),
    )
    expect(stale, 'stale pages').toBe(0)
  })

  it(`never shows a comment a moderator hid (${REPEATS} times)`, async () => {
    const { results } = JSON.parse(
      (await stranger.browser.send(READER, 'GET', MODERATION_PATHS.reasons(2))).text,
    ) as {
      results: { id: number; slug: string; kind: string }[]
    }
    const reason = results.find((r) => r.kind === 'violation')!
    const stale = await staleAfter(async ({ commentId }) => {
      await stranger.browser.ok(WRITER, 'POST', MODERATION_PATHS.report, {
        target_kind: 2,
        target: commentId,
        reason_id: reason.id,
      })
      await moderator.browser.ok(WRITER, 'POST', MODERATION_QUEUE_PATHS.decide, {
        subject_kind: 'comment',
        subject_id: commentId,
        decision: 'hide',
        rule: reason.slug,
      })
    }, showsWords)
    expect(stale, 'stale pages').toBe(0)
  })

  it(`never shows a reader the comment of someone who just blocked them (${REPEATS} times)`, async () => {
    const block = CONNECTION_PATHS.block(stranger.publicId)
    const stale = await staleAfter(
      () => commenter.browser.ok(WRITER, 'POST', block, {}).then(() => {}),
      showsWords,
      {
        // A visitor is blocked by nobody: their page still shows it, as it should.
        readers: [stranger.browser],
        after: () => commenter.browser.ok(WRITER, 'DELETE', block).then(() => {}),
      },
    )
    expect(stale, 'stale pages').toBe(0)
  })

  it(`never shows a memory made connections-only to a visitor or a stranger (${REPEATS} times)`, async () => {
    const stale = await staleAfter(async ({ hashId }) => {
      await author.browser.ok(WRITER, 'PATCH', MEMORY_PATHS.edit(hashId), { visibility: 'connections' })
    }, showsWords)
    expect(stale, 'stale pages').toBe(0)
  })

  it(`never names the author on a memory made anonymous (${REPEATS} times)`, async () => {
    const stale = await staleAfter(
      async ({ hashId }) => {
        await author.browser.ok(WRITER, 'PATCH', MEMORY_PATHS.edit(hashId), { anonymous: true })
      },
      (page) => page.includes(author.name) || page.includes(author.publicId),
    )
    expect(stale, 'stale pages').toBe(0)
  })

  it("shows no name in the memory author's notifications once the comment is deleted", async () => {
    // Notifications are read from the database for each request (no shared copy): a few times suffice.
    const aboutIt = async (link: string) => {
      const page = (await author.browser.ok(READER, 'GET', `${NOTIFICATION_PATHS.general}?limit=50`)) as {
        results: { target: { memory: { shareable_link: string } | null } }[]
      }
      return JSON.stringify(page.results.filter((n) => n.target.memory?.shareable_link === link))
    }
    let stale = 0
    for (let i = 0; i < 5; i++) {
      const { commentId, link } = await memoryWithComment(`Told ${i}`)
      expect(await aboutIt(link)).toContain(commenter.name)
      await commenter.browser.ok(WRITER, 'DELETE', COMMENT_PATHS.one(commentId))
      if ((await aboutIt(link)).includes(commenter.name)) stale++
    }
    expect(stale, 'stale notification lists').toBe(0)
  })
})
