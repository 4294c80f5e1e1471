import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MEMORY_PATHS } from '@kindred/contract/memories'
import { CONNECTION_PATHS } from '@kindred/contract/connections'
import { INTERACTION_PATHS } from '@kindred/contract/interactions'
import { QUICK_EXIT_SIGN_OUT_PATH } from '@kindred/contract/http'
import { openStream } from '../sse-client'
import { Client, ipOf, onDatabase, startInstances, type Instances } from './instances'
import { serverRoot } from './process'

// Two instances of the built server on one PostgreSQL and one Redis, as docs/operations.md runs them
// behind a load balancer (issue 15): started at the same moment on a fresh database (instances.ts),
// so the migrations race, then each thing that must hold across instances, done through one and
// checked through the other. Registered only where CI provides both (TEST_DATABASE_URL and
// TEST_REDIS_URL; vitest.system.config.ts leaves the file out otherwise). On the embedded database a
// second server is refused instead (start.test.ts).

describe('two instances on one PostgreSQL and one Redis', () => {
  let cluster: Instances
  let A = ''
  let B = ''

  beforeAll(async () => {
    // Only the sign-in limit counts here; the others would count across test runs in Redis.
    cluster = await startInstances({
      loginPerIp: { limit: 4 },
      mailRequestsPerIp: { limit: 1000 },
      tokenConfirmationsPerIp: { limit: 1000 },
      memoriesPerUser: { limit: 1000 },
      newAccountMemoriesPerDay: { limit: 1000 },
      reactionsPerUser: { limit: 1000 },
    })
    ;[A, B] = cluster.urls
  }, 120_000)

  afterAll(async () => {
    await cluster?.close()
  })

  it('applies each migration, then the trigger files, once when both start at the same moment', async () => {
    const files = fs.readdirSync(path.join(serverRoot, 'migrations')).filter((f) => f.endsWith('.sql'))
    const applied = await onDatabase(
      cluster.databaseUrl,
      'select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations',
    )
    expect(applied).toEqual([{ n: files.length, d: files.length }])
    // Then the modules' trigger files, under the same lock: the second finds them applied.
    const triggerFiles = await onDatabase(
      cluster.databaseUrl,
      `select count(*)::int as n from content_versions where collection = 'trigger-files'`,
    )
    expect(triggerFiles).toEqual([{ n: 1 }])
  })

  it('keeps a session made on one valid on the other, and a sign-out on one ends it on both', async () => {
    const { email, browser } = await cluster.register('rowan', A, B)
    for (const origin of [A, B]) {
      const me = await browser.on(origin).send('GET', '/api/v1/auth/me')
      expect(me.status).toBe(200)
      expect(JSON.stringify(me.json())).toContain(email)
    }
    expect((await browser.on(A).send('POST', '/api/v1/auth/logout', {})).status).toBeLessThan(300)
    expect((await browser.on(B).send('GET', '/api/v1/auth/me')).status).toBe(401)
  })

  it("a quick exit's sign-out on one ends the session on both: the old refresh token is refused on the other", async () => {
    const { browser } = await cluster.register('quickexit', A, A)
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
      Array.from({ length: 6 }, (_, i) => cluster.register(`mail${i}`, i % 2 ? A : B, i % 2 ? B : A)),
    )
    // Both outbox workers poll every moment: give them time to send anything twice.
    await new Promise((r) => setTimeout(r, 3000))
    for (const { email } of people) expect(cluster.mailbox.sentTo(email)).toHaveLength(1)
  })

  it('shows a memory shared through one at once through the other, and fans notifications out', async () => {
    const author = await cluster.register('author', A, A)
    const friend = await cluster.register('friend', B, B)
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
    const author = await cluster.register('writer', A, A)
    const reader = await cluster.register('reader', B, B)
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
