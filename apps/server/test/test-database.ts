import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, pgliteDatabase, type Database } from '../src/db/client'

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or, in the
 * PostgreSQL run (KINDRED_TEST_DB=postgres), a new database created on TEST_DATABASE_URL's
 * server and dropped again when the returned database is closed.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (process.env.KINDRED_TEST_DB !== 'postgres') {
    // A copy of the run's prepared database (test/pglite-template.ts), in memory like a new one.
    const template = inject('pgliteTemplate')
    const database = template
      ? pgliteDatabase(await PGlite.create({ loadDataDir: new Blob([await fs.readFile(template)]) }))
      : await openDatabase({ dataDir: 'memory://' })
    await database.migrate()
    return database
  }
  const { url, drop } = await newPostgresDatabase()
  const open = () => openDatabase({ databaseUrl: url, dataDir: 'unused', databasePoolMax: TEST_POOL_MAX })
  const database = await open()
  await database.migrate()
  return {
    ...database,
    close: async () => {
      await database.close()
      await drop()
    },
    reopen: open,
  }
}

/**
 * Connections each test app's pool opens at most: CI runs four files at once against one server
 * (max_connections 100), some with two or three apps, each also holding LISTEN connections; with
 * the default ten the run reached the limit ("sorry, too many clients already"), which failed
 * files at random. A test's requests rarely overlap more than this.
 */
export const TEST_POOL_MAX = 4

/**
 * A new, empty database on TEST_DATABASE_URL's server (the PostgreSQL run): its URL, and `drop`,
 * to call once every connection to it is closed.
 */
export async function newPostgresDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('KINDRED_TEST_DB=postgres needs TEST_DATABASE_URL')
  // Named after the run, so the run's end drops any a file left behind (test/pglite-template.ts).
  const name = `${inject('postgresRunPrefix')}${randomBytes(6).toString('hex')}`
  await adminQuery(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  }
}

/** On PostgreSQL, `reopen` connects a second instance to the same database (closing it drops nothing). */
export type TestDatabase = Database & { reopen?: () => Promise<Database> }

async function adminQuery(serverUrl: string, query: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(query)
  } finally {
    await client.end()
  }
}
