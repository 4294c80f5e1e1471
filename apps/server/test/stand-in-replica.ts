import fs from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import { inject } from 'vitest'
import { pgliteDatabase, type Database, type ReadDb } from '../src/db/client'
import { manualClock } from '../src/lib/clock'
import { buildTestApp } from './build-test-app'
import { closeAfter } from './close-after'
import { liftedLimits, MEMBER_LIMITS } from './lifted-limits'
import { startMailbox } from './mailbox'
import { openTestDatabase } from './test-database'

// Replicas as stand-ins (decisions 087, 089): the database answers as if it had one (its position,
// and where a read goes); the real ones are test/system/replica.test.ts's.

/** The position every write reports. */
export const POSITION = '0/3A2B1C8'

/** The test's database, answering as one with a replica: `replica` is where lag-tolerant reads go now. */
export function withStandInReplica(database: Database) {
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

/** The app (visitor cache off, members' and connection limits lifted) over `database`, with a mailbox and a clock. */
export async function appOver(database: Database) {
  const mailbox = await startMailbox()
  closeAfter(() => mailbox.close())
  const clock = manualClock(new Date())
  const limits = liftedLimits(
    ...MEMBER_LIMITS,
    'commentsPerUser',
    'connectionRequestsPerUser',
    'peopleChangesPerUser',
  )
  const app = await buildTestApp({
    database,
    clock,
    env: { SMTP_URL: mailbox.url, VISITOR_CACHE_MS: '0', RATE_LIMITS: limits },
  })
  return { app, mailbox, clock }
}

/** The app with a stand-in replica on the run's database: every lag-tolerant read goes where `state` says. */
export async function appWithStandInReplica() {
  const standIn = withStandInReplica(await openTestDatabase())
  return { ...(await appOver(standIn.database)), state: standIn.state }
}

/**
 * The app on an embedded primary whose lag-tolerant reads go, once `replicaAsNow()` is called, to a
 * copy of the database as it was then: a replica a moment behind (PGlite only).
 */
export async function appWithLaggingReplica() {
  const template = inject('pgliteTemplate')
  const primary = await PGlite.create(
    template ? { loadDataDir: new Blob([await fs.readFile(template)]) } : undefined,
  )
  const database = pgliteDatabase(primary)
  await database.migrate()
  const standIn = withStandInReplica(database)
  const copies: PGlite[] = []
  closeAfter(() => Promise.all(copies.map((copy) => copy.close())))
  /** From now on, lag-tolerant reads go to a copy of the database as it is now. */
  const replicaAsNow = async () => {
    const copy = await PGlite.create({ loadDataDir: await primary.dumpDataDir() })
    copies.push(copy)
    standIn.state.replica = { db: pgliteDatabase(copy).db, replica: true }
    return copy
  }
  return { ...(await appOver(standIn.database)), state: standIn.state, replicaAsNow }
}
