import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { newPostgresDatabase } from '../lib.mjs'

// The database a crash run writes to, fresh for the run: a temporary DATA_DIR with embedded PGlite,
// or a new database on a PostgreSQL server, dropped at the end. `open()` reads it directly by SQL,
// not through the app, to see what really reached the disk.

export const DEFAULT_POSTGRES_SERVER = 'postgres://postgres@127.0.0.1:5432'

/** A run on embedded PGlite in a new temporary data directory. */
export function pgliteTarget() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-crash-'))
  return {
    name: 'pglite',
    dataDir,
    env: { DATA_DIR: dataDir },
    /** Only while the server is stopped: PGlite takes one process at a time. */
    admin: 'stopped',
    async open() {
      // The same small buffer cache as the server (client.ts): opening runs its crash recovery.
      const db = await PGlite.create(path.join(dataDir, 'pgdata'), {
        postgresqlconf: ['shared_buffers=16MB', 'maintenance_work_mem=16MB'],
      })
      return {
        rows: async (sql, params) => (await db.query(sql, params)).rows,
        close: () => db.close(),
      }
    },
    async drop() {
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * A run on a new database of the PostgreSQL server `serverUrl` names (its own database is only
 * used to create and drop the run's). The outbox still needs a DATA_DIR: a temporary one.
 */
export async function postgresTarget(serverUrl) {
  const name = `kindred_crash_${randomBytes(5).toString('hex')}`
  const database = await newPostgresDatabase(serverUrl, name)
  const { databaseUrl } = database
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-crash-pg-'))
  return {
    name: 'postgresql',
    dataDir,
    databaseName: name,
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    admin: 'any time',
    async open() {
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      return {
        rows: async (sql, params) => (await client.query(sql, params)).rows,
        close: () => client.end(),
      }
    },
    async drop() {
      fs.rmSync(dataDir, { recursive: true, force: true })
      await database.drop()
    },
  }
}
