import fs from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { MEMORY_PATHS, type Memory } from '@kindred/contract/memories'
import { pgliteDatabase, type Database, type ReadDb } from '../db/client'
import { buildTestApp } from '../../test/build-test-app'
import { signedUpBrowser } from '../../test/identity-fixtures'
import { liftedLimits, MEMBER_LIMITS } from '../../test/lifted-limits'
import { startMailbox, type Mailbox } from '../../test/mailbox'
import { share } from '../../test/memory-fixtures'
import { openTestDatabase } from '../../test/test-database'
import { TestBrowser } from '../../test/test-browser'
import { WRITTEN_COOKIE } from './read-replicas'

// Read your writes and what a visitor may be shown from a replica (decision 087). The replicas
// are stand-ins here: the database answers as if it had one (its position, and where a read goes);
// the real ones are test/system/replica.test.ts's.

const POSITION = '0/3A2B1C8'

/** The test's database, answering as one with a replica: `replica` is where lag-tolerant reads go now. */
function withStandInReplica(database: Database) {
  const asked: (string | undefined)[] = []
  const state = { replica: undefined as ReadDb | undefined, asked }
  const standIn: Database = {
    ...database,
    reads: (after) => {
      asked.push(after)
      return state.replica ?? { db: database.db, replica: false }
    },
    writePosition: async () => POSITION,
    replicaHealth: () => [{ name: 'replica-1', healthy: true, lagSeconds: 0 }],
  }
  return { database: standIn, state }
}

async function appWith(database: Database, mailbox: Mailbox) {
  return buildTestApp({
    database,
    env: { SMTP_URL: mailbox.url, VISITOR_CACHE_MS: '0', RATE_LIMITS: liftedLimits(...MEMBER_LIMITS) },
  })
}

const feedOf = async (browser: TestBrowser) => {
  const res = await browser.get(`${MEMORY_PATHS.feed}?sort=newest`)
  expect(res.statusCode).toBe(200)
  return (res.json() as { results: { hash_id: string }[] }).results.map((memory) => memory.hash_id)
}

describe('read your writes', () => {
  let app: FastifyInstance
  let state: ReturnType<typeof withStandInReplica>['state']
  let mailbox: Mailbox
  beforeAll(async () => {
    mailbox = await startMailbox()
    const standIn = withStandInReplica(await openTestDatabase())
    state = standIn.state
    app = await appWith(standIn.database, mailbox)
  })
  afterAll(() => mailbox.close())

  it("a person's write sets the primary's position in an HttpOnly cookie; refusals and reads set none", async () => {
    const { browser } = await signedUpBrowser(app, mailbox)
    browser.cookies.delete(WRITTEN_COOKIE)
    expect((await browser.get(MEMORY_PATHS.mine)).cookies).toEqual([])
    const refused = await browser.post(MEMORY_PATHS.create, { title: '' })
    expect(refused.statusCode).toBe(422)
    expect(refused.cookies).toEqual([])

    const res = await browser.post(MEMORY_PATHS.create, {
      title: 'A cold kitchen',
      body: 'The kitchen was always cold in the morning.',
      mt: 1,
    })
    expect(res.statusCode).toBe(201)
    const cookie = (res.cookies as { name: string }[]).find((c) => c.name === WRITTEN_COOKIE)
    expect(cookie).toMatchObject({ value: POSITION, httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 4 })
    expect(String(res.headers['set-cookie'])).not.toMatch(/Secure/)

    // The next lag-tolerant read waits for a replica past that position.
    state.asked.length = 0
    expect((await browser.get(`${MEMORY_PATHS.tags('feelings')}?ist=true`)).statusCode).toBe(200)
    expect(state.asked).toEqual([POSITION])
    const visitor = new TestBrowser(app)
    expect((await visitor.get(`${MEMORY_PATHS.tags('feelings')}?ist=true`)).statusCode).toBe(200)
    expect(state.asked).toEqual([POSITION, undefined])
  })
})

// A replica a moment behind: a copy of the embedded database taken at one moment (PGlite only).
if (process.env.KINDRED_TEST_DB !== 'postgres')
  describe("a visitor's list from a lagging replica", () => {
    let app: FastifyInstance
    let mailbox: Mailbox
    let primary: PGlite
    const copies: PGlite[] = []
    let state: ReturnType<typeof withStandInReplica>['state']
    beforeAll(async () => {
      mailbox = await startMailbox()
      const template = inject('pgliteTemplate')
      primary = await PGlite.create(
        template ? { loadDataDir: new Blob([await fs.readFile(template)]) } : undefined,
      )
      const database = pgliteDatabase(primary)
      await database.migrate()
      const standIn = withStandInReplica(database)
      state = standIn.state
      app = await appWith(standIn.database, mailbox)
    })
    afterAll(async () => {
      await Promise.all(copies.map((copy) => copy.close()))
      await mailbox.close()
    })

    /** From now on, lag-tolerant reads go to a copy of the database as it is now. */
    const replicaAsNow = async () => {
      const copy = await PGlite.create({ loadDataDir: await primary.dumpDataDir() })
      copies.push(copy)
      state.replica = { db: pgliteDatabase(copy).db, replica: true }
    }

    it('is read on the replica, but a memory narrowed since is never shown as it was', async () => {
      const { browser: author } = await signedUpBrowser(app, mailbox)
      const narrowed: Memory = await share(author, { title: 'Soon private' })
      await replicaAsNow()
      const later = await share(author, { title: 'Shared after the copy' })
      const visitor = new TestBrowser(app)

      // From the replica: what it has (the new memory is not there yet, which only widens).
      const fromReplica = await feedOf(visitor)
      expect(fromReplica).toContain(narrowed.hash_id)
      expect(fromReplica).not.toContain(later.hash_id)

      const res = await author.patch(MEMORY_PATHS.edit(narrowed.hash_id), { visibility: 'private' })
      expect(res.statusCode).toBe(200)
      // The replica still has it public; its version is not the primary's: read again on the primary.
      const afterNarrowing = await feedOf(visitor)
      expect(afterNarrowing).not.toContain(narrowed.hash_id)
      expect(afterNarrowing).toContain(later.hash_id)
      const snippets = await visitor.get(MEMORY_PATHS.snippets(1, 10))
      expect(snippets.body).not.toContain(narrowed.hash_id)
    })
  })
