import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { COMMENT_PATHS, CommentListResponseSchema, type CommentList } from '@kindred/contract/comments'
import { MEMORY_PATHS, type Memory } from '@kindred/contract/memories'
import { commentLoves, comments, memories as memoriesTable, users as usersTable } from '../../db/schema'
import { block, buildCommentsApp, comment, connect, mute } from '../../../test/comment-fixtures'
import { statementsOf } from '../../../test/interaction-fixtures'
import { person, share } from '../../../test/memory-fixtures'
import { openTestDatabase } from '../../../test/test-database'
import { TestBrowser } from '../../../test/test-browser'
import { buildTestApp } from '../../../test/build-test-app'

// A memory's comment page is shared by every visitor and every member who reads it as a visitor
// would (decision 045). What it must never do: give anyone a page other than the one they would get
// without it, or show a change once the change is saved, on any instance (decision 060).

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

// Every change below is written straight to the database, as another instance would: nothing on this
// instance empties the cache. The trigger raises the memory's version, and a page kept under the old
// one is never taken again (decision 060).
describe('a change written since the page was kept', () => {
  const alone = async (title: string, by: typeof talker) => {
    const memory = await share(author.browser, { title })
    const said = await comment(by.browser, memory.shareable_link, `${title}: said once.`)
    await page(visitor, memory) // the shared copy now holds it
    return { memory, said: Number(said.id) }
  }
  const change = (id: number, values: Partial<typeof comments.$inferInsert>) =>
    db.update(comments).set(values).where(eq(comments.id, id))
  const pageOf = async (reader: TestBrowser, memory: Memory) =>
    (await page(reader, memory)).json() as CommentList

  it('never shows a reader a comment by someone they are kept from, deleted since', async () => {
    const { memory, said } = await alone('Deleted elsewhere', talker)
    await db.delete(comments).where(eq(comments.id, said))
    for (const reader of [visitor, stranger.browser, muter.browser, blocker.browser, blockedByTalker.browser])
      expect(bodies(await pageOf(reader, memory))).toEqual([])
  })

  it('never shows a reader their own comment, deleted since, as someone else’s', async () => {
    const { memory, said } = await alone('Mine, deleted elsewhere', stranger)
    await db.delete(comments).where(eq(comments.id, said))
    expect(bodies(await pageOf(stranger.browser, memory))).toEqual([])
  })

  it('shows an edit, a hide and a deletion kept for its replies at once, to a visitor and a stranger', async () => {
    for (const [what, values, shown] of [
      ['edited', { body: 'Said again, better.' }, ['Said again, better.']],
      ['hidden', { moderationState: 'hidden' as const }, []],
      ['deleted', { body: '', deletedAt: new Date() }, ['', 'A reply.']],
    ] as const) {
      const { memory, said } = await alone(`Changed elsewhere: ${what}`, talker)
      // By someone nobody here keeps away (the stranger blocked the friend above).
      if (what === 'deleted')
        await comment(quietFriend.browser, memory.shareable_link, 'A reply.', String(said))
      await page(stranger.browser, memory)
      await change(said, values)
      for (const reader of [visitor, stranger.browser])
        expect(bodies(await pageOf(reader, memory)), what).toEqual(shown)
    }
  })

  it("shows a comment without its author's name, and a new name, at once", async () => {
    const { memory, said } = await alone('Renamed elsewhere', talker)
    await db.update(usersTable).set({ displayName: 'Talker, renamed' }).where(eq(usersTable.id, talker.id))
    expect((await pageOf(visitor, memory)).results[0]!.author?.display_name).toBe('Talker, renamed')
    await page(stranger.browser, memory)
    await change(said, { anonymous: true })
    for (const reader of [visitor, stranger.browser]) {
      const [shown] = (await pageOf(reader, memory)).results
      expect({ author: shown!.author, anonymous: shown!.anonymous }).toEqual({
        author: null,
        anonymous: true,
      })
    }
  })

  it('shows a love and a reply at once', async () => {
    const { memory, said } = await alone('Loved elsewhere', talker)
    await db.insert(commentLoves).values({ commentId: said, userId: friend.id, createdAt: clock.now() })
    expect((await pageOf(stranger.browser, memory)).results[0]!.counts.love).toBe(1)
    await db.insert(comments).values({
      memoryId: await memoryIdOf(memory),
      authorId: friend.id,
      parentId: said,
      body: 'Replied behind the app’s back.',
      createdAt: clock.now(),
    })
    expect(bodies(await pageOf(visitor, memory))).toContain('Replied behind the app’s back.')
  })

  it('is still shared when all that someone kept from the reader wrote there is set aside', async () => {
    const memory = await share(author.browser, { title: 'Set aside, and nothing else' })
    const hidden = await comment(talker.browser, memory.shareable_link, 'Set aside, no replies.')
    await change(Number(hidden.id), { moderationState: 'hidden' })
    app.sharedAnswers.clear()
    expect(bodies(await pageOf(muter.browser, memory))).toEqual([])
    // The muter's read kept the page for everyone: it read it as a visitor would.
    expect(app.sharedAnswers.size().entries).toBe(1)
    await db.insert(comments).values({
      memoryId: await memoryIdOf(memory),
      authorId: friend.id,
      body: 'Written behind the app’s back.',
      createdAt: clock.now(),
    })
    expect(bodies(await pageOf(muter.browser, memory))).toEqual(['Written behind the app’s back.'])
  })
})

describe('the statements a page costs (decision 066)', () => {
  it('is one for a member whose page is their own, a visitor from the cache, and anyone without sharing', async () => {
    const memory = memories.named
    await page(visitor, memory)
    // The muter is kept from the talker, who wrote there: their page is read for them alone.
    const own = await statementsOf(app, async () => {
      const res = await page(muter.browser, memory)
      expect(res.body).toBe((await page(on(unshared, muter.browser), memory)).body)
    })
    const fromCache = await statementsOf(app, () => page(visitor, memory))
    const withoutSharing = await statementsOf(app, () => page(on(unshared, stranger.browser), memory))
    // The muter's own page and the reference beside it, each in the statement that let them in.
    expect(own.execute + own.select).toBe(2)
    expect(fromCache.execute + fromCache.select).toBe(1)
    expect(withoutSharing.execute + withoutSharing.select).toBe(1)
    app.sharedAnswers.clear()
    // Nothing to share yet: who may read, then the page everyone shares.
    const filling = await statementsOf(app, () => page(visitor, memory))
    expect(filling.execute + filling.select).toBe(2)
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
    it('shows a comment made, edited or deleted through the first at once, and a block at once', async () => {
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

      // The clock stands still: the second's copies are as fresh as they will ever be.
      const said = await comment(commenter.browser, memory.shareable_link, 'Through the first.')
      expect(await readOf(there(writer))).toEqual(['Through the first.'])
      expect(await readOf(there(reader))).toEqual(['Through the first.'])
      expect(await readOf(new TestBrowser(second))).toEqual(['Through the first.'])
      const edit = await commenter.browser.patch(COMMENT_PATHS.one(said.id), { body: 'Said better.' })
      expect(edit.statusCode).toBe(200)
      expect(await readOf(there(reader))).toEqual(['Said better.'])
      expect(await readOf(new TestBrowser(second))).toEqual(['Said better.'])

      // Whom a reader is kept from is read every time: a block written to the database counts at once.
      await block(first, reader.id, commenter.id)
      expect(await readOf(there(reader))).toEqual([])
      expect((await commenter.browser.delete(COMMENT_PATHS.one(said.id))).statusCode).toBe(204)
      expect(await readOf(new TestBrowser(second))).toEqual([])
      expect((await there(reader).get(MEMORY_PATHS.details(memory.hash_id))).statusCode).toBe(200)
    })
  })
