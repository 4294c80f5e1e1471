import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { pgliteDatabase } from '../src/db/client'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory (tarball) of a migrated PGlite with the content loaded, or '' (see below). */
    pgliteTemplate: string
    /** On PostgreSQL, what this run's test databases are named after (test/test-database.ts). */
    postgresRunPrefix: string
  }
}

/**
 * Vitest global setup: starting PGlite from nothing (its initdb) took 4–7 s per test file, most of
 * the server suite's time. Once per run, one database is migrated and given the content, and its
 * data directory saved; each file's database starts from a copy (about 1.5 s) and still runs the
 * migrations and content sync, which find nothing to do unless something changed since.
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.KINDRED_TEST_DB === 'postgres') {
    project.provide('pgliteTemplate', '')
    return dropThisRunsDatabasesAfter(project)
  }
  project.provide('postgresRunPrefix', '')
  const client = await PGlite.create()
  const database = pgliteDatabase(client)
  await database.migrate()
  const app = await buildApp({
    config: loadConfig({ APP_URL: 'http://localhost:3000', DATA_DIR: '/nonexistent', LOG_LEVEL: 'silent' }),
    database: { ...database, close: async () => {} },
    webDist: '/nonexistent',
  })
  await app.ready()
  await app.close()
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kindred-pglite-template-'))
  const file = path.join(dir, 'pgdata.tar')
  await fs.writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()))
  await client.close()
  project.provide('pgliteTemplate', file)
  return async () => {
    await fs.rm(dir, { recursive: true, force: true })
  }
}

/**
 * On PostgreSQL each test file's database is named after this run and dropped when its app closes.
 * A file that leaves an app open would leave its database on the server (a full run left nine), and
 * CI shares the server between runs: once the run ends, every database it made that is still there
 * is dropped. Only this run's, so another run on the same server is left alone.
 */
function dropThisRunsDatabasesAfter(project: TestProject) {
  const prefix = `kindred_test_${randomBytes(4).toString('hex')}_`
  project.provide('postgresRunPrefix', prefix)
  return async () => {
    const serverUrl = process.env.TEST_DATABASE_URL
    if (!serverUrl) return
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [prefix],
      )
      for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`)
    } finally {
      await client.end()
    }
  }
}
