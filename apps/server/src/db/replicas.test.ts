import { afterAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { newPostgresDatabase, openTestDatabase } from '../../test/test-database'
import { openDatabase, type Database } from './client'
import type { ReadPool, SkipReason } from './replicas'

// The real replicas are the system test's (test/system/replica.test.ts: a primary and two
// streaming replicas of its own). Here, on the run's PostgreSQL, only what needs no replica: a few
// connections at most, every pool and check closed before the database is dropped.

// Replicas are PostgreSQL's: on the embedded database there is nothing to route.
if (process.env.KINDRED_TEST_DB === 'postgres')
  describe('replicas that may not be read', () => {
    let database: Database | undefined
    let drop: (() => Promise<unknown>) | undefined
    afterAll(async () => {
      await database?.close()
      await drop?.()
    })

    it('skips a replica that is down or not in recovery, and reads the primary', async () => {
      const made = await newPostgresDatabase()
      drop = made.drop
      // The primary named as its own replica is not in recovery; port 1 answers nobody.
      database = await openDatabase({
        databaseUrl: made.url,
        dataDir: 'unused',
        databaseReplicaUrls: [made.url, 'postgres://nobody@127.0.0.1:1/none'],
        replicaPoolMax: 2,
      })
      const reads: ReadPool[] = []
      database.watchReads({ read: (pool) => reads.push(pool), skipped: (_: SkipReason) => {} })
      expect(database.replicaHealth().map(({ healthy }) => healthy)).toEqual([false, false])
      expect(database.replicaHealth().map(({ name }) => name)).toEqual([
        new URL(made.url).host,
        '127.0.0.1:1',
      ])
      const read = database.reads()
      expect(read.replica).toBe(false)
      await read.db.execute(sql`select 1`)
      expect(reads).toEqual(['primary'])
      expect(database.reads('0/1').replica).toBe(false)
      expect(await database.writePosition()).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/)
    })
  })

describe('without replicas', () => {
  it('every read is the primary database itself, and no position is read', async () => {
    const database = await openTestDatabase()
    try {
      expect(database.reads('0/1')).toEqual({ db: database.db, replica: false })
      expect(await database.writePosition()).toBeUndefined()
      expect(database.replicaHealth()).toEqual([])
    } finally {
      await database.close()
    }
  })
})
