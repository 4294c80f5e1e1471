import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { PGlite } from '@electric-sql/pglite'
import { startServer } from '../lib.mjs'

/**
 * The database a load writes to, behind one small interface: `rows(sql)` answers rows, `run(sql)`
 * answers how many rows a statement wrote. One connection (one session), so the session's settings
 * hold for every statement.
 */
export async function openTarget({ databaseUrl, dataDir }) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    return {
      kind: 'postgresql',
      rows: async (sql) => (await client.query(sql)).rows,
      run: async (sql) => (await client.query(sql)).rowCount ?? 0,
      close: () => client.end(),
    }
  }
  const db = await PGlite.create(path.join(dataDir, 'pgdata'))
  return {
    kind: 'pglite',
    rows: async (sql) => (await db.query(sql)).rows,
    run: async (sql) => (await db.query(sql)).affectedRows ?? 0,
    close: () => db.close(),
  }
}

/** How many people and memories an open database holds; null when it has no Kindred tables yet. */
export async function countExisting(db) {
  const [tables] = await db.rows(
    "select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name in ('users', 'memories')",
  )
  if (Number(tables.n) < 2) return null
  const [row] = await db.rows(
    'select (select count(*) from users)::int as people, (select count(*) from memories)::int as memories',
  )
  return { people: Number(row.people), memories: Number(row.memories) }
}

/** The same, before anything is opened for the load: null for a data directory not made yet. */
export async function existingData(target) {
  if (!target.databaseUrl && !fs.existsSync(path.join(target.dataDir, 'pgdata', 'PG_VERSION'))) return null
  const db = await openTarget(target)
  try {
    return await countExisting(db)
  } finally {
    await db.close()
  }
}

/**
 * Migrations and content exactly as the server makes them: the built server starts once on the
 * target (as bench/lib.mjs starts it for every benchmark), which migrates and loads content/ before
 * it answers, and stops.
 */
export async function prepareWithServer({ databaseUrl, dataDir }) {
  const serverDataDir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-seed-load-'))
  try {
    const server = await startServer({
      DATA_DIR: serverDataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    })
    await server.stop()
  } finally {
    if (!dataDir) fs.rmSync(serverDataDir, { recursive: true, force: true })
  }
}

/** The session a load runs in: triggers off (counts are written with the rows), UTC, room to sort. */
export async function configureSession(db) {
  const memory =
    db.kind === 'postgresql'
      ? [
          "set work_mem = '256MB'",
          "set maintenance_work_mem = '1GB'",
          'set jit = off',
          'set synchronous_commit = off',
        ]
      : ["set work_mem = '32MB'", "set maintenance_work_mem = '128MB'"]
  for (const sql of ["set session_replication_role = 'replica'", "set timezone = 'UTC'", ...memory])
    await db.run(sql)
}
