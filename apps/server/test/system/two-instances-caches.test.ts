import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CONNECTION_PATHS } from '@kindred/contract/connections'
import { MEMORY_PATHS } from '@kindred/contract/memories'
import { MODERATION_PATHS } from '@kindred/contract/moderation'
import { MODERATION_QUEUE_PATHS } from '@kindred/contract/moderation-queue'
import { Client, ipOf, onDatabase, startInstances, type Instances } from './instances'

// Issue 35, decision 060: a change that narrows who may read a memory, or what is shown of its
// author, is never answered stale by the other instance, to anyone, once the writer has their
// answer. Each case: instance 2's caches are warmed by a visitor, a stranger and a connection
// reading everything that shows the memory; the change goes through instance 1; right after its
// answer, the same readers read it all again through instance 2. Repeated, since a stale copy may
// show only sometimes. Registered where CI provides PostgreSQL and Redis (vitest.system.config.ts).

const REPEATS = 20

/** Everything that may show a memory to a reader: its page, the feed in every sort, snippets, search, bulk. */
const READS = (memory: Shared, word: string) => ({
  details: MEMORY_PATHS.details(memory.hash_id),
  'feed newest': `${MEMORY_PATHS.feed}?limit=50&sort=newest`,
  'feed top': `${MEMORY_PATHS.feed}?limit=50&sort=top`,
  snippets: MEMORY_PATHS.snippets(1, 50),
  'search relevance': `${MEMORY_PATHS.search}?q=${word}&limit=50`,
  'search newest': `${MEMORY_PATHS.search}?q=${word}&limit=50&sort=newest`,
  bulk: `${MEMORY_PATHS.bulk}?shareable_links=${memory.shareable_link}`,
})

interface Shared {
  hash_id: string
  shareable_link: string
  title: string
}

/** The memory as one answer shows it (a page, or the item of a list), or undefined when it does not. */
function shownIn(read: string, text: string, memory: Shared): Record<string, unknown> | undefined {
  const body = JSON.parse(text) as Record<string, unknown>
  if (read === 'details') return body.hash_id === memory.hash_id ? body : undefined
  const items = (body.results ?? []) as Record<string, unknown>[]
  return items.find((item) => item.hash_id === memory.hash_id)
}

describe('two instances with the caches on: a narrowing change is never answered stale', () => {
  let cluster: Instances
  let A = ''
  let B = ''
  let author: Client
  let friend: Client
  let stranger: Client
  let moderator: Client
  let reasonId = 0
  let rule = ''
  let stale: string[] = []
  let reads = 0
  beforeEach(() => {
    stale = []
  })

  beforeAll(async () => {
    const raised = { limit: 100_000 }
    cluster = await startInstances({
      loginPerIp: raised,
      mailRequestsPerIp: raised,
      tokenConfirmationsPerIp: raised,
      memoriesPerUser: raised,
      newAccountMemoriesPerDay: raised,
      memoryChangesPerUser: raised,
      connectionRequestsPerUser: raised,
      reportsPerUser: raised,
      peopleChangesPerUser: raised,
    })
    ;[A, B] = cluster.urls
    const made = await Promise.all(
      ['author', 'friend', 'stranger', 'moderator'].map((label) => cluster.register(label, A, A)),
    )
    ;[author, friend, stranger, moderator] = made.map((someone) => someone.browser) as [
      Client,
      Client,
      Client,
      Client,
    ]
    // Old enough to ask to connect (SPEC §3.6), and a moderator: set as an operator would.
    await onDatabase(
      cluster.databaseUrl,
      `update users set created_at = now() - interval '3 days' where email = any($1)`,
      [[made[0]!.email, made[1]!.email]],
    )
    await onDatabase(cluster.databaseUrl, `update users set role = 'moderator' where email = $1`, [
      made[3]!.email,
    ])
    const through = await share({ title: 'Where we met', visibility: 'public' })
    const asked = await friend.send('POST', CONNECTION_PATHS.request, {
      shareable_link: through.shareable_link,
    })
    expect(asked.status).toBeLessThan(300)
    const accepted = await author.send('POST', CONNECTION_PATHS.accept(String(asked.json().id)), {})
    expect(accepted.status).toBe(200)
    const reasons = (await new Client(A, ipOf(3)).send('GET', MODERATION_PATHS.reasons(1))).json() as {
      results: { id: number; slug: string; kind: string }[]
    }
    const violation = reasons.results.find((reason) => reason.kind === 'violation')!
    ;[reasonId, rule] = [violation.id, violation.slug]
  }, 180_000)

  afterAll(async () => {
    await cluster?.close()
  })

  let counter = 0
  /** A memory shared through instance 1 under the author's name, with words found nowhere else. */
  async function share(memory: { title: string; visibility: 'public' | 'connections' }) {
    counter++
    const word = `w${Date.now().toString(36)}x${counter}`
    const res = await author.on(A).send('POST', MEMORY_PATHS.create, {
      title: `${memory.title} ${word}`,
      body: `What I remember of it, ${word}: the kitchen light, the cold floor, the door left open.`,
      mt: 1,
      visibility: memory.visibility,
      anonymous: false,
    })
    expect(res.status, res.text).toBe(201)
    return { ...(res.json() as unknown as Shared), word }
  }

  /** The readers, through instance 2: a visitor, a stranger, and the author's connection. */
  const readers = () => ({
    visitor: new Client(B, ipOf(7)),
    stranger: stranger.on(B),
    connection: friend.on(B),
  })
  type ReaderName = keyof ReturnType<typeof readers>

  /**
   * Reads everything that may show `memory` as `who`, through instance 2, and records as stale each
   * answer `wrong` finds fault with (given the memory as the answer shows it, and the whole text).
   */
  async function readAll(
    who: ReaderName,
    memory: Shared & { word: string },
    wrong?: (shown: Record<string, unknown> | undefined, text: string) => string | null,
  ) {
    const browser = readers()[who]
    for (const [read, url] of Object.entries(READS(memory, memory.word))) {
      const res = await browser.send('GET', url)
      reads++
      if (!wrong) continue
      if (res.status !== 200 && res.status !== 404) {
        stale.push(`${who} ${read}: status ${res.status}`)
        continue
      }
      const fault = wrong(res.status === 200 ? shownIn(read, res.text, memory) : undefined, res.text)
      if (fault) stale.push(`${who} ${read}: ${fault}`)
    }
  }

  /** Warms instance 2: every reader reads everything that shows the memory. */
  async function warm(memory: Shared & { word: string }) {
    for (const who of ['connection', 'stranger', 'visitor'] as const) await readAll(who, memory)
  }

  const absent = (shown: Record<string, unknown> | undefined) => (shown ? 'still shown' : null)

  it(`a named connections-only memory made public and anonymous, with new words: ${REPEATS} times`, async () => {
    for (let i = 0; i < REPEATS; i++) {
      const memory = await share({ title: 'Only for my connections', visibility: 'connections' })
      await warm(memory)
      const oldTitle = memory.title
      const changed = await author.on(A).send('PATCH', MEMORY_PATHS.edit(memory.hash_id), {
        visibility: 'public',
        anonymous: true,
        title: `Now told to everyone ${memory.word}`,
        body: `Told without my name now, ${memory.word}: the same kitchen, the same floor.`,
      })
      expect(changed.status).toBe(200)
      for (const who of ['visitor', 'stranger', 'connection'] as const)
        await readAll(who, memory, (shown, text) => {
          if (text.includes(oldTitle) || text.includes(`What I remember of it, ${memory.word}`))
            return 'old words'
          if (!shown) return null
          if (shown.author !== null && shown.author !== undefined)
            return `author shown: ${JSON.stringify(shown.author)}`
          if (shown.visibility !== undefined && shown.visibility !== 'public')
            return `visibility ${String(shown.visibility)}`
          return null
        })
    }
    expect(stale).toEqual([])
  })

  it(`a public memory narrowed to connections, then made private: ${REPEATS} times`, async () => {
    for (let i = 0; i < REPEATS; i++) {
      const memory = await share({ title: 'Public, then narrowed', visibility: 'public' })
      await warm(memory)
      const edit = (visibility: string) =>
        author.on(A).send('PATCH', MEMORY_PATHS.edit(memory.hash_id), { visibility })
      expect((await edit('connections')).status).toBe(200)
      for (const who of ['visitor', 'stranger'] as const) await readAll(who, memory, absent)
      await readAll('connection', memory)
      expect((await edit('private')).status).toBe(200)
      for (const who of ['visitor', 'stranger', 'connection'] as const) await readAll(who, memory, absent)
    }
    expect(stale).toEqual([])
  })

  it(`an edit: ${REPEATS} times`, async () => {
    for (let i = 0; i < REPEATS; i++) {
      const memory = await share({ title: 'Before the edit', visibility: 'public' })
      await warm(memory)
      const edited = await author.on(A).send('PATCH', MEMORY_PATHS.edit(memory.hash_id), {
        title: `After the edit ${memory.word}`,
        body: `Written again, ${memory.word}: what I remember is the window, not the floor.`,
      })
      expect(edited.status).toBe(200)
      for (const who of ['visitor', 'stranger', 'connection'] as const)
        await readAll(who, memory, (_shown, text) =>
          text.includes(memory.title) || text.includes(`What I remember of it, ${memory.word}`)
            ? 'old words'
            : null,
        )
    }
    expect(stale).toEqual([])
  })

  it(`a deletion: ${REPEATS} times`, async () => {
    for (let i = 0; i < REPEATS; i++) {
      const memory = await share({ title: 'To be deleted', visibility: 'public' })
      await warm(memory)
      expect((await author.on(A).send('DELETE', MEMORY_PATHS.details(memory.hash_id))).status).toBe(204)
      for (const who of ['visitor', 'stranger', 'connection'] as const) await readAll(who, memory, absent)
    }
    expect(stale).toEqual([])
  })

  it(`a moderator hiding a reported memory: ${REPEATS} times`, async () => {
    for (let i = 0; i < REPEATS; i++) {
      const memory = await share({ title: 'To be set aside', visibility: 'public' })
      await warm(memory)
      const report = { target_kind: 1, target: memory.shareable_link, reason_id: reasonId }
      expect((await stranger.on(A).send('POST', MODERATION_PATHS.report, report)).status).toBe(201)
      const decision = { subject_kind: 'memory', subject_id: memory.shareable_link, decision: 'hide', rule }
      expect((await moderator.on(A).send('POST', MODERATION_QUEUE_PATHS.decide, decision)).status).toBe(200)
      for (const who of ['visitor', 'stranger', 'connection'] as const) await readAll(who, memory, absent)
    }
    expect(stale).toEqual([])
  })

  it(`a block of the author: ${REPEATS} times`, async () => {
    const authorId = (
      (await author.on(A).send('GET', '/api/v1/auth/me')).json().user as { public_id: string }
    ).public_id
    for (let i = 0; i < REPEATS; i++) {
      const memory = await share({ title: 'Behind a block', visibility: 'public' })
      await warm(memory)
      expect((await stranger.on(A).send('POST', CONNECTION_PATHS.block(authorId), {})).status).toBe(200)
      await readAll('stranger', memory, absent)
      expect((await stranger.on(A).send('DELETE', CONNECTION_PATHS.block(authorId))).status).toBeLessThan(300)
    }
    expect(stale).toEqual([])
  })

  it('read what it checked', () => {
    // Six cases, each warming and reading again through every read: nothing above passed by reading nothing.
    expect(reads).toBeGreaterThan(REPEATS * 6 * 7 * 2)
  })
})
