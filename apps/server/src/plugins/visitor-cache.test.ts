import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { CONNECTION_PATHS } from '@kindred/contract/connections'
import { MEMORY_PATHS, type Memory, type MemoryCard, type MemoryTag } from '@kindred/contract/memories'
import { buildTestApp } from '../../test/build-test-app'
import { connect } from '../../test/connection-fixtures'
import { quickPerson } from '../../test/interaction-fixtures'
import { share } from '../../test/memory-fixtures'
import { reportAndHide, violationReason } from '../../test/moderation-fixtures'
import { buildNotificationsApp } from '../../test/notification-fixtures'
import { TestBrowser } from '../../test/test-browser'
import { statementsOf } from '../../test/interaction-fixtures'
import { costAroundRefusals } from '../../test/refused-requests'
import type { TestDatabase } from '../../test/test-database'
import { memories, users } from '../db/schema'
import type { Database } from '../db/client'
import { manualClock } from '../lib/clock'

// The visitor cache (decisions 028, 060): what every visitor sees the same is answered from memory
// for up to VISITOR_CACHE_MS, never to a signed-in person, never anything but a 200, and only while
// every memory it shows is unchanged and present: a change made anywhere shows at once, a new
// memory within the delay. No request empties it.

const DELAY_MS = 2000
const { app, clock } = await buildNotificationsApp({ VISITOR_CACHE_MS: String(DELAY_MS) })
const { db } = app.database
const visitor = new TestBrowser(app)

// A second app with the cache off, on which opting in wrongly is tried: refused even then.
const refusals: string[] = []
const uncached = await buildTestApp({
  env: { VISITOR_CACHE_MS: '0' },
  extend: (server) => {
    const handler = async () => ({ ok: true })
    const cached = { config: { visitorCache: true } }
    for (const wire of [
      () => server.get('/test/behind-a-check', { ...cached, preHandler: server.requireUser }, handler),
      () => server.post('/test/a-write', cached, handler),
    ]) {
      try {
        wire()
      } catch (err) {
        refusals.push((err as Error).message)
      }
    }
  },
})

// A third, with the cache on and a route that shows a memory without reporting it to the cache.
const forgetful = await buildTestApp({
  env: { VISITOR_CACHE_MS: String(DELAY_MS) },
  extend: (server) => {
    server.get('/test/unreported', { config: { visitorCache: true } }, async () => ({ hash_id: 'abc' }))
    server.get('/test/no-memory', { config: { visitorCache: true } }, async () => ({ tags: [] }))
  },
})

const FEED = `${MEMORY_PATHS.feed}?limit=100`
const SNIPPETS = MEMORY_PATHS.snippets(1, 100)
const idsIn = (res: LightMyRequestResponse) =>
  (res.json() as { results: MemoryCard[] }).results.map((m) => m.hash_id)
const titleOf = (res: LightMyRequestResponse) => (res.json() as Memory).title

/** What a browser is shown of a memory: in the feed, in the snippets, and its details (or a 404). */
async function seenBy(browser: TestBrowser, memory: Memory) {
  const details = await browser.get(MEMORY_PATHS.details(memory.hash_id))
  return {
    inFeed: idsIn(await browser.get(FEED)).includes(memory.hash_id),
    inSnippets: idsIn(await browser.get(SNIPPETS)).includes(memory.hash_id),
    details: details.statusCode === 200 ? titleOf(details) : details.statusCode,
  }
}

/** A change made without a request to this instance, as another instance or a tool would. */
const retitleBehindTheCache = (memory: Memory, title: string) =>
  db.update(memories).set({ title }).where(eq(memories.hashId, memory.hash_id))

describe('a visitor', () => {
  it('is answered from memory for VISITOR_CACHE_MS, whichever way the URL is written, each page on its own', async () => {
    const author = await quickPerson(app, 'author')
    const older = await share(author.browser, { title: 'The older one' })
    const memory = await share(author.browser, { title: 'The first title' })
    // New memories reach the visitors' answers within the delay (decision 060: widening may lag).
    clock.advance(DELAY_MS)
    expect(await seenBy(visitor, memory)).toEqual({
      inFeed: true,
      inSnippets: true,
      details: 'The first title',
    })
    const pageOne = await visitor.get('/api/v1/feed/?limit=1&page=1')
    const pageTwo = await visitor.get('/api/v1/feed/?limit=1&page=2')
    expect([idsIn(pageOne), idsIn(pageTwo)]).toEqual([[memory.hash_id], [older.hash_id]])

    // A memory made public behind the cache (another instance, a tool) is not in the kept pages
    // until they expire …
    const newer = await share(author.browser, { title: 'The newer one', visibility: 'private' })
    await db.update(memories).set({ visibility: 'public' }).where(eq(memories.hashId, newer.hash_id))
    clock.advance(DELAY_MS - 1)
    const sameFeed = await visitor.get('/api/v1/feed?page=1&limit=1')
    expect(sameFeed.body).toBe(pageOne.body)
    clock.advance(1)
    expect(idsIn(await visitor.get('/api/v1/feed?page=1&limit=1'))).toEqual([newer.hash_id])

    // … but a change of a memory a kept answer shows, made behind the cache, shows at once.
    expect(titleOf(await visitor.get(MEMORY_PATHS.details(memory.hash_id)))).toBe('The first title')
    const pageTwoAgain = await visitor.get('/api/v1/feed?page=2&limit=1')
    await retitleBehindTheCache(memory, 'A title changed elsewhere')
    expect(titleOf(await visitor.get(MEMORY_PATHS.details(memory.hash_id)))).toBe('A title changed elsewhere')
    const feedCard = (await visitor.get('/api/v1/feed?page=2&limit=1')).json() as { results: MemoryCard[] }
    expect(feedCard.results[0]!.title).toBe('A title changed elsewhere')
    expect((pageTwoAgain.json() as { results: MemoryCard[] }).results[0]!.title).toBe('The first title')
  })

  it('gets an ETag and a 304 for If-None-Match, and the same answer compressed as the browser accepts', async () => {
    const author = await quickPerson(app, 'author')
    // Long enough to pass the compression threshold.
    const memory = await share(author.browser, { title: 'Compressed', body: 'A long memory. '.repeat(120) })
    const url = MEMORY_PATHS.details(memory.hash_id)
    const first = await visitor.get(url)
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^W\/".+"$/)
    expect(first.headers['cache-control']).toBe('no-store')

    for (const res of [
      await visitor.get(url, { headers: { 'if-none-match': etag } }),
      await visitor.get(url, { headers: { 'if-none-match': `W/"other", ${etag}` } }),
    ]) {
      expect(res.statusCode).toBe(304)
      expect(res.body).toBe('')
      expect(res.headers.etag).toBe(etag)
    }

    const plain = await visitor.get(url)
    const br = await visitor.get(url, { headers: { 'accept-encoding': 'br, gzip' } })
    const gzip = await visitor.get(url, { headers: { 'accept-encoding': 'gzip' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(br.headers['content-encoding']).toBe('br')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body)
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body)
    for (const res of [plain, br, gzip]) {
      expect(res.headers.etag).toBe(etag)
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(res.headers['content-security-policy']).toContain("default-src 'none'")
      expect(res.headers['set-cookie']).toBeUndefined()
    }

    // An edit makes the old ETag stale: the new version comes back in full.
    await author.browser.patch(MEMORY_PATHS.edit(memory.hash_id), { title: 'Compressed, edited' })
    const edited = await visitor.get(url, { headers: { 'if-none-match': etag } })
    expect(edited.statusCode).toBe(200)
    expect(titleOf(edited)).toBe('Compressed, edited')
    expect(edited.headers.etag).not.toBe(etag)
  })

  it('is never answered from memory with anything but a 200: bad queries and missing memories', async () => {
    for (const url of ['/api/v1/feed/?page=0', '/api/v1/feed/?sort=loudest', MEMORY_PATHS.snippets(0, 10)]) {
      for (let i = 0; i < 2; i++) {
        const res = await visitor.get(url, { headers: { 'if-none-match': '*' } })
        expect(res.statusCode).toBe(422)
        expect(res.headers.etag).toBeUndefined()
      }
    }
    const author = await quickPerson(app, 'author')
    const journal = await share(author.browser, { title: 'A journal', visibility: 'private' })
    expect((await seenBy(visitor, journal)).details).toBe(404)
    // Made public behind the cache: had the 404 been kept, the visitor would still get it.
    await db.update(memories).set({ visibility: 'public' }).where(eq(memories.hashId, journal.hash_id))
    expect((await seenBy(visitor, journal)).details).toBe('A journal')
  })
})

describe('a signed-in person', () => {
  it('never receives a visitor answer: not the memories of someone they muted or blocked, nor one they hid', async () => {
    const reader = await quickPerson(app, 'reader')
    const muted = await quickPerson(app, 'muted')
    const blocked = await quickPerson(app, 'blocked')
    const other = await quickPerson(app, 'other')
    const mutedOne = await share(muted.browser, { title: 'By someone muted' })
    const blockedOne = await share(blocked.browser, { title: 'By someone blocked' })
    const hiddenOne = await share(other.browser, { title: 'Hidden by the reader' })
    clock.advance(DELAY_MS)
    expect((await reader.browser.post(CONNECTION_PATHS.mute(muted.publicId))).statusCode).toBe(200)
    expect((await reader.browser.post(CONNECTION_PATHS.block(blocked.publicId))).statusCode).toBe(200)
    expect((await reader.browser.get(MEMORY_PATHS.hide(hiddenOne.hash_id))).statusCode).toBe(200)

    // The visitors' answers hold all three now; the reader's own do not.
    for (const memory of [mutedOne, blockedOne, hiddenOne]) {
      expect(await seenBy(visitor, memory)).toEqual({ inFeed: true, inSnippets: true, details: memory.title })
      const theirs = await seenBy(reader.browser, memory)
      expect([theirs.inFeed, theirs.inSnippets]).toEqual([false, false])
    }
    expect((await seenBy(reader.browser, blockedOne)).details).toBe(404)
    const signedInAnswer = await reader.browser.get(FEED)
    expect(signedInAnswer.headers.etag).toBeUndefined()
  })

  it("never adds to the visitors' answers: a connections-only memory reaches no visitor", async () => {
    const author = await quickPerson(app, 'author')
    const friend = await quickPerson(app, 'friend')
    await connect(friend, author)
    const forFriends = await share(author.browser, { title: 'For my connections', visibility: 'connections' })

    const nothing = { inFeed: false, inSnippets: false, details: 404 }
    const everything = { inFeed: true, inSnippets: true, details: 'For my connections' }
    expect(await seenBy(visitor, forFriends)).toEqual(nothing)
    // The friend is shown it through the very URLs the visitors' answers are kept under …
    expect(await seenBy(friend.browser, forFriends)).toEqual(everything)
    // … and once those have expired, the friend's answers do not take their place.
    clock.advance(DELAY_MS)
    expect(await seenBy(friend.browser, forFriends)).toEqual(everything)
    expect(await seenBy(visitor, forFriends)).toEqual(nothing)
    // Nor does the friend's own browser see it when it does not send authentication.
    const unauthenticated = friend.browser.clone()
    const asVisitor = await unauthenticated.get(MEMORY_PATHS.details(forFriends.hash_id), { auth: false })
    expect(asVisitor.statusCode).toBe(404)
    expect(idsIn(await unauthenticated.get(FEED, { auth: false }))).not.toContain(forFriends.hash_id)
  })
})

describe('every change of a memory, through this instance or behind it', () => {
  it('is seen by visitors at once: an edit, a memory made private, a deletion, a moderator hiding it', async () => {
    const author = await quickPerson(app, 'author')
    const moderator = await quickPerson(app, 'moderator')
    await db.update(users).set({ role: 'moderator' }).where(eq(users.id, moderator.id))
    const reporter = await quickPerson(app, 'reporter')
    const violation = await violationReason(visitor)
    const edited = await share(author.browser, { title: 'To be edited' })
    const madePrivate = await share(author.browser, { title: 'To be made private' })
    const deleted = await share(author.browser, { title: 'To be deleted' })
    const moderated = await share(author.browser, { title: 'To be hidden' })
    const visible = (title: string) => ({ inFeed: true, inSnippets: true, details: title })
    const gone = { inFeed: false, inSnippets: false, details: 404 }
    clock.advance(DELAY_MS)

    // Each time: the visitors' answers are in memory, then the change, then the very next read.
    expect(await seenBy(visitor, edited)).toEqual(visible('To be edited'))
    await author.browser.patch(MEMORY_PATHS.edit(edited.hash_id), { title: 'Edited' })
    expect(await seenBy(visitor, edited)).toEqual(visible('Edited'))

    expect(await seenBy(visitor, madePrivate)).toEqual(visible('To be made private'))
    await author.browser.patch(MEMORY_PATHS.edit(madePrivate.hash_id), { visibility: 'private' })
    expect(await seenBy(visitor, madePrivate)).toEqual(gone)

    expect(await seenBy(visitor, deleted)).toEqual(visible('To be deleted'))
    expect((await author.browser.delete(MEMORY_PATHS.details(deleted.hash_id))).statusCode).toBe(204)
    expect(await seenBy(visitor, deleted)).toEqual(gone)

    expect(await seenBy(visitor, moderated)).toEqual(visible('To be hidden'))
    await reportAndHide(reporter.browser, moderator.browser, moderated.shareable_link, violation)
    expect(await seenBy(visitor, moderated)).toEqual(gone)
  })

  it('shows a memory shared in public, or made public, through this instance to its visitors at once', async () => {
    const author = await quickPerson(app, 'author')
    const before = await visitor.get(FEED)
    const shared = await share(author.browser, { title: 'Shared just now' })
    expect(idsIn(await visitor.get(FEED))).toEqual([shared.hash_id, ...idsIn(before)].slice(0, 100))
    const journal = await share(author.browser, { title: 'A journal page', visibility: 'private' })
    const kept = await visitor.get(FEED)
    expect(idsIn(kept)).not.toContain(journal.hash_id)
    await author.browser.patch(MEMORY_PATHS.edit(journal.hash_id), { visibility: 'public' })
    expect(idsIn(await visitor.get(FEED))[0]).toBe(journal.hash_id)
  })

  it('updates the tag counts visitors see within VISITOR_CACHE_MS (a count shows no memory)', async () => {
    const author = await quickPerson(app, 'author')
    const countOf = async (tagId: number) =>
      (
        (await visitor.get(`${MEMORY_PATHS.tags('feelings')}?ist=true`)).json() as { results: MemoryTag[] }
      ).results.find((tag) => tag.id === tagId)?.memory_count ?? -1
    const tag = (
      (await visitor.get(MEMORY_PATHS.tags('feelings'))).json() as { results: MemoryTag[] }
    ).results.find((candidate) => candidate.mt.includes(1))!
    const before = await countOf(tag.id)
    const tagged = await share(author.browser, { tag_ids: [tag.id] })
    clock.advance(DELAY_MS)
    expect(await countOf(tag.id)).toBe(before + 1)
    await author.browser.delete(MEMORY_PATHS.details(tagged.hash_id))
    clock.advance(DELAY_MS)
    expect(await countOf(tag.id)).toBe(before)
  })
})

describe('a kept answer', () => {
  it('is checked against its memories in one statement shared by the hits that arrive together', async () => {
    const author = await quickPerson(app, 'author')
    const kept = await share(author.browser, { title: 'Read by many at once' })
    const changed = await share(author.browser, { title: 'Changed among them' })
    clock.advance(DELAY_MS)
    const urls = [kept, changed].map((memory) => MEMORY_PATHS.details(memory.hash_id))
    for (const url of urls) await visitor.get(url)

    const together = await statementsOf(app, async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, () => visitor.get(urls[0]!)))
      expect(answers.map(titleOf)).toEqual(Array(20).fill('Read by many at once'))
    })
    // The first hit's check, then one for all who arrived while it ran.
    expect(together.execute).toBeLessThanOrEqual(2)
    expect(together.select).toBe(0)

    // Changed behind the cache: no hit gets the old answer, the unchanged one is still served.
    await retitleBehindTheCache(changed, 'Changed, and read anew')
    const mixed = await Promise.all(Array.from({ length: 20 }, (_, i) => visitor.get(urls[i % 2]!)))
    expect(mixed.map(titleOf)).toEqual(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? 'Changed, and read anew' : 'Read by many at once')),
    )
    // Deleted: absent, so never served again.
    await db.delete(memories).where(eq(memories.hashId, kept.hash_id))
    const afterDeletion = await Promise.all(Array.from({ length: 5 }, () => visitor.get(urls[0]!)))
    expect(afterDeletion.map((res) => res.statusCode)).toEqual([404, 404, 404, 404, 404])
  })

  it('stays warm across refused writes and a signed-out sign-out: 100 hits cost the same either way', async () => {
    const author = await quickPerson(app, 'author')
    await share(author.browser, { title: 'Read between refusals' })
    clock.advance(DELAY_MS)
    await visitor.get(FEED)
    /** The statements of one visitor's read of the feed. */
    const hit = async () => {
      let status = 0
      const statements = await statementsOf(app, async () => {
        status = (await visitor.get(FEED)).statusCode
      })
      expect(status).toBe(200)
      return statements.execute + statements.select
    }
    const { quiet, interrupted, statuses } = await costAroundRefusals(author.browser, visitor, hit)
    // Each hit is its check: one statement (sequential hits share none).
    expect(quiet).toBeLessThanOrEqual(100)
    expect(statuses).toEqual([204, 403, 422])
    expect(interrupted).toBeLessThanOrEqual(quiet * 1.05)
  })
})

describe('a route that shows a memory', () => {
  it('has its answer kept only when it reported the memories it shows; one showing none is kept', async () => {
    const someone = new TestBrowser(forgetful)
    const unreported = await someone.get('/test/unreported')
    expect(unreported.statusCode).toBe(200)
    expect(unreported.headers.etag).toBeUndefined()
    expect((await someone.get('/test/no-memory')).headers.etag).toMatch(/^W\//)
  })
})

describe('VISITOR_CACHE_MS=0', () => {
  it('turns the cache off: a change made elsewhere shows on the next read, and no ETag is sent', async () => {
    const author = await quickPerson(uncached, 'author')
    const memory = await share(author.browser, { title: 'Not kept' })
    const someone = new TestBrowser(uncached)
    const first = await someone.get(MEMORY_PATHS.details(memory.hash_id))
    expect(first.headers.etag).toBeUndefined()
    await uncached.database.db
      .update(memories)
      .set({ title: 'Changed at once' })
      .where(eq(memories.hashId, memory.hash_id))
    expect(titleOf(await someone.get(MEMORY_PATHS.details(memory.hash_id)))).toBe('Changed at once')
  })
})

describe('opting in', () => {
  it('is refused at start for a write, or a route whose preHandlers a cached answer would skip', () => {
    expect(refusals).toEqual([
      expect.stringMatching(/^visitorCache on \/test\/behind-a-check: only for GET routes/),
      expect.stringMatching(/^visitorCache on \/test\/a-write: only for GET routes/),
    ])
  })
})

// Only where a second instance can share the database (PostgreSQL): PGlite is one process.
const database = app.database as TestDatabase
if (database.reopen) describeTwoInstances(database.reopen)

function describeTwoInstances(reopen: () => Promise<Database>) {
  describe('two instances on one PostgreSQL', () => {
    it("shows B's visitors an edit and a deletion made through A at once, a new memory within VISITOR_CACHE_MS", async () => {
      const clockB = manualClock(clock.now())
      const second = await buildTestApp({
        env: { VISITOR_CACHE_MS: String(DELAY_MS) },
        database: await reopen(),
        clock: clockB,
      })
      const author = await quickPerson(app, 'author')
      const edited = await share(author.browser, { title: 'Before, on A' })
      const deleted = await share(author.browser, { title: 'Deleted on A' })
      clockB.advance(DELAY_MS)
      const visitorB = new TestBrowser(second)
      expect(await seenBy(visitorB, edited)).toEqual({
        inFeed: true,
        inSnippets: true,
        details: 'Before, on A',
      })
      expect((await seenBy(visitorB, deleted)).details).toBe('Deleted on A')

      await author.browser.patch(MEMORY_PATHS.edit(edited.hash_id), { title: 'After, on A' })
      await author.browser.delete(MEMORY_PATHS.details(deleted.hash_id))
      // B's kept answers show both memories: their versions changed, so B reads them anew at once.
      expect(await seenBy(visitorB, edited)).toEqual({
        inFeed: true,
        inSnippets: true,
        details: 'After, on A',
      })
      expect(await seenBy(visitorB, deleted)).toEqual({ inFeed: false, inSnippets: false, details: 404 })
    })
  })
}
