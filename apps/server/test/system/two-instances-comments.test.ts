import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMMENT_PATHS } from '@kindred/contract/comments'
import { CONNECTION_PATHS } from '@kindred/contract/connections'
import { MEMORY_PATHS } from '@kindred/contract/memories'
import { MODERATION_PATHS } from '@kindred/contract/moderation'
import { MODERATION_QUEUE_PATHS } from '@kindred/contract/moderation-queue'
import { NOTIFICATION_PATHS } from '@kindred/contract/notifications'
import { Client, onDatabase, startInstances, type Instances } from './instances'

// A memory's comment pages on two instances of the built server on one PostgreSQL (issue 35,
// decision 060): pages read through the second fill its shared copies, a change is made through the
// first, and right after the writer's answer a visitor and a stranger read through the second. No
// page may still show what the change took away: old words, a name, a comment by someone who blocked
// the reader, a memory no longer theirs to read. Each case is repeated, since a race may pass once.
// Registered only where CI provides PostgreSQL and Redis (vitest.system.config.ts).

const REPEATS = 20
const unlimited = { limit: 1_000_000 }

/** Someone signed in through the writing instance, with the name and id their pages may show. */
interface Person {
  browser: Client
  name: string
  publicId: string
}

describe('comment pages on two instances', { timeout: 180_000 }, () => {
  let cluster: Instances
  // Writes go through WRITER; the pages are read, before and after, through READER.
  let WRITER = ''
  let READER = ''
  let author: Person, commenter: Person, stranger: Person, moderator: Person
  let visitor: Client

  /** Registered and verified through WRITER, under a name no page shows by chance. */
  async function register(label: string): Promise<Person> {
    const displayName = `${label[0]!.toUpperCase()}${label.slice(1)} ${randomBytes(3).toString('hex')}`
    const { browser } = await cluster.register(label, WRITER, WRITER, displayName)
    const { user } = (await browser.ok('GET', '/api/v1/auth/me')) as {
      user: { public_id: string; display_name: string }
    }
    return { browser, name: user.display_name, publicId: user.public_id }
  }

  beforeAll(async () => {
    // What is tested is the caches, not the limits (their counters live in the shared Redis).
    cluster = await startInstances(
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
    )
    ;[WRITER, READER] = cluster.urls
    visitor = new Client(READER, '10.9.9.9')
    author = await register('author')
    commenter = await register('commenter')
    stranger = await register('stranger')
    moderator = await register('moderator')
    await onDatabase(cluster.databaseUrl, `update users set role = 'moderator' where public_id = $1`, [
      moderator.publicId,
    ])
  }, 120_000)

  afterAll(async () => {
    await cluster?.close()
  })

  /** A public memory under the author's name with a named comment by the commenter: its link and the comment's id. */
  async function memoryWithComment(words: string) {
    const memory = await author.browser.ok('POST', MEMORY_PATHS.create, {
      title: `Comments on two instances ${randomBytes(3).toString('hex')}`,
      body: 'The porch swing squeaked every time the wind came up from the river in the evening.',
      mt: 1,
      anonymous: false,
    })
    const link = memory.shareable_link as string
    const said = await commenter.browser.ok('POST', COMMENT_PATHS.create, {
      shareable_link: link,
      body: words,
      anonymous: false,
    })
    // The memory's author answers under their name too, on their named memory.
    await author.browser.ok('POST', COMMENT_PATHS.create, {
      shareable_link: link,
      body: `The author thanks them (${words})`,
      anonymous: false,
      parent_id: said.id,
    })
    return { link, hashId: memory.hash_id as string, commentId: said.id as string }
  }

  /** The page as `who` reads it through the reading instance: its status and text. */
  const pageOf = (who: Client, link: string) => who.on(READER).send('GET', COMMENT_PATHS.list(link, 1))

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
    }: { readers?: Client[]; after?: () => Promise<void> } = {},
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
      await commenter.browser.ok('PATCH', COMMENT_PATHS.one(commentId), { body: 'Said otherwise.' })
    }, showsWords)
    expect(stale, 'stale pages').toBe(0)
  })

  it(`never shows a deleted comment (${REPEATS} times)`, async () => {
    const stale = await staleAfter(async ({ commentId }) => {
      await commenter.browser.ok('DELETE', COMMENT_PATHS.one(commentId))
    }, showsWords)
    expect(stale, 'stale pages').toBe(0)
  })

  it(`never shows the name on words now said without it (${REPEATS} times)`, async () => {
    // A comment's name cannot be taken off by an edit: the commenter deletes it and says it again without.
    const stale = await staleAfter(
      async ({ commentId, link }, words) => {
        await commenter.browser.ok('DELETE', COMMENT_PATHS.one(commentId))
        await commenter.browser.ok('POST', COMMENT_PATHS.create, {
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
    const { results } = (
      await stranger.browser.on(READER).send('GET', MODERATION_PATHS.reasons(2))
    ).json() as {
      results: { id: number; slug: string; kind: string }[]
    }
    const reason = results.find((r) => r.kind === 'violation')!
    const stale = await staleAfter(async ({ commentId }) => {
      await stranger.browser.ok('POST', MODERATION_PATHS.report, {
        target_kind: 2,
        target: commentId,
        reason_id: reason.id,
      })
      await moderator.browser.ok('POST', MODERATION_QUEUE_PATHS.decide, {
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
    const stale = await staleAfter(() => commenter.browser.ok('POST', block, {}).then(() => {}), showsWords, {
      // A visitor is blocked by nobody: their page still shows it, as it should.
      readers: [stranger.browser],
      after: () => commenter.browser.ok('DELETE', block).then(() => {}),
    })
    expect(stale, 'stale pages').toBe(0)
  })

  it(`never shows a memory made connections-only to a visitor or a stranger (${REPEATS} times)`, async () => {
    const stale = await staleAfter(async ({ hashId }) => {
      await author.browser.ok('PATCH', MEMORY_PATHS.edit(hashId), { visibility: 'connections' })
    }, showsWords)
    expect(stale, 'stale pages').toBe(0)
  })

  it(`never names the author on a memory made anonymous (${REPEATS} times)`, async () => {
    const stale = await staleAfter(
      async ({ hashId }) => {
        await author.browser.ok('PATCH', MEMORY_PATHS.edit(hashId), { anonymous: true })
      },
      (page) => page.includes(author.name) || page.includes(author.publicId),
    )
    expect(stale, 'stale pages').toBe(0)
  })

  it(`shows no name in the memory author's notifications once the comment is deleted (${REPEATS} times)`, async () => {
    // Notifications are read from the database for each request (no shared copy); repeated all the same.
    const aboutIt = async (link: string) => {
      const page = (await author.browser.on(READER).ok('GET', `${NOTIFICATION_PATHS.general}?limit=50`)) as {
        results: { target: { memory: { shareable_link: string } | null } }[]
      }
      return JSON.stringify(page.results.filter((n) => n.target.memory?.shareable_link === link))
    }
    let stale = 0
    for (let i = 0; i < REPEATS; i++) {
      const { commentId, link } = await memoryWithComment(`Told ${i}`)
      expect(await aboutIt(link)).toContain(commenter.name)
      await commenter.browser.ok('DELETE', COMMENT_PATHS.one(commentId))
      if ((await aboutIt(link)).includes(commenter.name)) stale++
    }
    expect(stale, 'stale notification lists').toBe(0)
  })
})
