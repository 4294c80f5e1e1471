import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { COMMENT_PATHS, CommentListResponseSchema, type CommentList } from '@kindred/contract/comments'
import { MEMORY_PATHS, type Memory } from '@kindred/contract/memories'
import { comments, memories as memoriesTable } from '../../db/schema'
import { block, buildCommentsApp, comment, connect, mute } from '../../../test/comment-fixtures'
import { person, share } from '../../../test/memory-fixtures'
import { openTestDatabase } from '../../../test/test-database'
import { TestBrowser } from '../../../test/test-browser'
import { buildTestApp } from '../../../test/build-test-app'

// A memory's comment page is shared by every visitor and every member who reads it as a visitor
// would (decision 045). What it must never do: give anyone a page other than the one they would get
// without it, or show a change later than its stated delay.

const { app, mailbox, clock } = await buildCommentsApp()
const { db } = app.database
// The same database without sharing (VISITOR_CACHE_MS=0): every reader's own page, the reference.
const unshared = await buildTestApp({
  env: { SMTP_URL: mailbox.url, VISITOR_CACHE_MS: '0' },
  database: { ...app.database, close: async () => {} },
  clock,
})
type Someone = Awaited<ReturnType<typeof person>>

const visitor = new TestBrowser(app)
const author = await person(app, mailbox)
const talker = await person(app, mailbox) // writes named comments that some readers are kept from
const stranger = await person(app, mailbox)
const muter = await person(app, mailbox)
const blocker = await person(app, mailbox)
const blockedByTalker = await person(app, mailbox)
const setAside = await person(app, mailbox) // one of their comments is hidden by a moderator
const friend = await person(app, mailbox)
const quietFriend = await person(app, mailbox) // a connection who never comments
const moderator = await person(app, mailbox, 'moderator')

const memories = {
  named: await share(author.browser, { title: 'Named, with comments' }),
  anonymous: await share(author.browser, { title: 'Anonymous, with comments', anonymous: true }),
  connections: await share(author.browser, {
    title: 'For connections, with comments',
    visibility: 'connections',
  }),
}
// The talker and the muter may read the connections-only memory too.
for (const someone of [friend, quietFriend, talker, muter]) await connect(app, someone.id, author.id)
for (const memory of Object.values(memories)) {
  const link = memory.shareable_link
  const first = await comment(author.browser, link, 'The author answers.')
  await comment(talker.browser, link, 'A reply from someone others keep away.', first.id)
  if (memory !== memories.connections) {
    await comment(talker.browser, link, 'Someone others keep away.')
    const hidden = await comment(setAside.browser, link, 'Set aside by a moderator.')
    await app.database.db
      .update(comments)
      .set({ moderationState: 'hidden' })
      .where(eq(comments.id, Number(hidden.id)))
  }
  await comment(friend.browser, link, 'A friend was here.')
}
await mute(app, muter.id, talker.id)
await mute(app, muter.id, author.id) // the author of the anonymous memory: their comments stay there
await block(app, blocker.id, talker.id)
await block(app, talker.id, blockedByTalker.id)

const readers: Record<string, TestBrowser> = {
  visitor,
  ...Object.fromEntries(
    Object.entries({
      author,
      talker,
      stranger,
      muter,
      blocker,
      blockedByTalker,
      setAside,
      friend,
      moderator,
    }).map(([name, someone]: [string, Someone]) => [name, someone.browser]),
  ),
}
const page = (browser: TestBrowser, memory: Memory) =>
  browser.get(COMMENT_PATHS.list(memory.shareable_link, 1))
const bodies = (list: CommentList) => list.results.flatMap((c) => [c.body, ...c.replies.map((r) => r.body)])
const memoryIdOf = async (memory: Memory) =>
  (
    await db
      .select({ id: memoriesTable.id })
      .from(memoriesTable)
      .where(eq(memoriesTable.hashId, memory.hash_id))
  )[0]!.id

/** The same browser (its cookies) talking to another instance. */
function on(instance: typeof app, browser: TestBrowser) {
  const there = new TestBrowser(instance)
  for (const [name, value] of browser.cookies) there.cookies.set(name, value)
  return there
}

describe('a comment page from the shared cache', () => {
  it('is, byte for byte, the page each reader gets without sharing, or the same refusal', async () => {
    for (const [kind, memory] of Object.entries(memories)) {
      // Warm: a visitor's read, then a stranger's, fill the cache first.
      await page(visitor, memory)
      await page(stranger.browser, memory)
      for (const [name, reader] of Object.entries(readers)) {
        const shared = await page(reader, memory)
        const own = await page(on(unshared, reader), memory)
        expect(
          { status: shared.statusCode, body: shared.body },
          `${name} reading the ${kind} memory`,
        ).toEqual({
          status: own.statusCode,
          body: own.body,
        })
        if (own.statusCode === 200) {
          expect(CommentListResponseSchema.parse(JSON.parse(own.body))).toEqual(JSON.parse(own.body))
          expect(shared.headers['content-type']).toBe('application/json; charset=utf-8')
        }
      }
    }
  })

  it('shows each reader what they may see, whoever filled the cache', async () => {
    const seen = async (reader: TestBrowser, memory: Memory) => bodies((await page(reader, memory)).json())
    for (const memory of [memories.named, memories.anonymous]) {
      await page(visitor, memory)
      expect(await seen(visitor, memory)).toContain('Someone others keep away.')
      for (const kept of [muter, blocker, blockedByTalker])
        expect(await seen(kept.browser, memory)).not.toContain('Someone others keep away.')
      expect(await seen(visitor, memory)).not.toContain('Set aside by a moderator.')
      const own = ((await page(setAside.browser, memory)).json() as CommentList).results
      expect(own.find((c) => c.body === 'Set aside by a moderator.')?.moderation?.state).toBe('hidden')
      expect(own.find((c) => c.body === 'Set aside by a moderator.')?.is_mine).toBe(true)
    }
    // The muted author of an anonymous memory still answers there, as "the author", to everyone.
    expect(await seen(muter.browser, memories.anonymous)).toContain('The author answers.')
    expect(await seen(muter.browser, memories.named)).not.toContain('The author answers.')
    expect((await page(visitor, memories.connections)).statusCode).toBe(404)
    expect((await page(stranger.browser, memories.connections)).statusCode).toBe(404)
    expect(await seen(friend.browser, memories.connections)).toContain(
      'A reply from someone others keep away.',
    )
    // Named, so the muted author's comment and the reply under it are not the muter's to see there.
    expect(await seen(muter.browser, memories.connections)).toEqual(['A friend was here.'])
  })

  it('shows a new comment, a deletion and a block at once on the instance', async () => {
    const memory = memories.named
    const readOf = async (reader: TestBrowser) => bodies((await page(reader, memory)).json())
    await page(stranger.browser, memory)
    const said = await comment(friend.browser, memory.shareable_link, 'Said just now.')
    expect(await readOf(stranger.browser)).toContain('Said just now.')
    expect((await friend.browser.delete(COMMENT_PATHS.one(said.id))).statusCode).toBe(204)
    expect(await readOf(stranger.browser)).not.toContain('Said just now.')
    // A block written straight to the database, with no write through this instance: read every time.
    expect(await readOf(stranger.browser)).toContain('A friend was here.')
    await block(app, stranger.id, friend.id)
    expect(await readOf(stranger.browser)).not.toContain('A friend was here.')
    expect(await readOf(visitor)).toContain('A friend was here.')
  })
})

describe('a copy a moment older than the rows', () => {
  const alone = async (title: string, by: typeof talker) => {
    const memory = await share(author.browser, { title })
    const said = await comment(by.browser, memory.shareable_link, `${title}: said once.`)
    await page(visitor, memory) // the shared copy now holds it
    // Deleted straight in the database, as another instance would: nothing here empties the cache.
    await db.delete(comments).where(eq(comments.id, Number(said.id)))
    return memory
  }

  it('never shows a reader a comment by someone they are kept from, deleted since', async () => {
    const memory = await alone('Deleted elsewhere', talker)
    expect(bodies((await page(visitor, memory)).json())).toEqual(['Deleted elsewhere: said once.'])
    for (const kept of [muter, blocker, blockedByTalker])
      expect(bodies((await page(kept.browser, memory)).json())).toEqual([])
  })

  it('never shows a reader their own comment, deleted since, as someone else’s', async () => {
    const memory = await alone('Mine, deleted elsewhere', stranger)
    expect(bodies((await page(stranger.browser, memory)).json())).toEqual([])
  })

  it('is still shared when all that someone kept from the reader wrote there is set aside', async () => {
    const memory = await share(author.browser, { title: 'Set aside, and nothing else' })
    const hidden = await comment(talker.browser, memory.shareable_link, 'Set aside, no replies.')
    await db
      .update(comments)
      .set({ moderationState: 'hidden' })
      .where(eq(comments.id, Number(hidden.id)))
    expect(bodies((await page(muter.browser, memory)).json())).toEqual([])
    await db.insert(comments).values({
      memoryId: await memoryIdOf(memory),
      authorId: friend.id,
      body: 'Written behind the app’s back.',
      createdAt: clock.now(),
    })
    // The muter's page is the shared one, so it shows the new comment as late as everyone's does.
    expect(bodies((await page(muter.browser, memory)).json())).toEqual([])
    clock.advance(2000)
    expect(bodies((await page(muter.browser, memory)).json())).toEqual(['Written behind the app’s back.'])
  })
})

describe('on a connections-only memory', () => {
  it('every member reads a page of their own: what changed in the database shows at once', async () => {
    const memory = memories.connections
    await page(quietFriend.browser, memory)
    // Written straight to the database: no write through the app empties anything.
    await db.insert(comments).values({
      memoryId: await memoryIdOf(memory),
      authorId: friend.id,
      body: 'Written behind the app’s back.',
      createdAt: clock.now(),
    })
    expect(bodies((await page(quietFriend.browser, memory)).json())).toContain(
      'Written behind the app’s back.',
    )
  })
})

// Two instances share one database on PostgreSQL only (PGlite belongs to one process).
if (process.env.KINDRED_TEST_DB === 'postgres')
  describe('a second instance', () => {
    it('shows a comment made through the first within VISITOR_CACHE_MS, at once to those it concerns', async () => {
      const database = await openTestDatabase()
      const first = await buildTestApp({ env: { SMTP_URL: mailbox.url }, database, clock })
      const second = await buildTestApp({
        env: { SMTP_URL: mailbox.url },
        database: await database.reopen!(),
        clock,
      })
      expect(second.config.visitorCacheMs).toBe(2000)
      const writer = await person(first, mailbox)
      const reader = await person(first, mailbox)
      const commenter = await person(first, mailbox)
      const memory = await share(writer.browser, { title: 'Read on two instances' })
      const there = (someone: Someone) => on(second, someone.browser)
      const readOf = async (browser: TestBrowser) => bodies((await page(browser, memory)).json())
      expect(await readOf(there(reader))).toEqual([])

      const said = await comment(commenter.browser, memory.shareable_link, 'Through the first.')
      // The memory's author, who is told of it, reads their own page: at once.
      expect(await readOf(there(writer))).toEqual(['Through the first.'])
      expect(await readOf(there(reader))).toEqual([])
      clock.advance(2000)
      expect(await readOf(there(reader))).toEqual(['Through the first.'])

      // Whom a reader is kept from is read every time: a block written to the database counts at once.
      await block(first, reader.id, commenter.id)
      expect(await readOf(there(reader))).toEqual([])
      expect((await commenter.browser.delete(COMMENT_PATHS.one(said.id))).statusCode).toBe(204)
      clock.advance(2000)
      expect(await readOf(new TestBrowser(second))).toEqual([])
      expect((await there(reader).get(MEMORY_PATHS.details(memory.hash_id))).statusCode).toBe(200)
    })
  })
