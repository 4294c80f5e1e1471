import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedLoad, serverRoot, startBuiltServer, startProcess, stop, tempDir } from './process'

// Backup and restore drills (issue 15): a database filled by the load generator is backed up,
// restored into a fresh one and compared table by table, every row of every table. On the embedded
// database through `npm run admin -- backup|restore` as an operator runs them; on PostgreSQL
// (when TEST_DATABASE_URL is set) with the pg_dump and pg_restore commands of docs/operations.md.

const builtAdmin = path.join(serverRoot, 'dist/admin.js')
const run = promisify(execFile)

interface Rows {
  rows(sql: string): Promise<Record<string, unknown>[]>
}

/** Every table of the app and of the migrations' journal, each as its row count and a digest of its rows. */
async function everyTable(db: Rows) {
  const tables = await db.rows(
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  )
  const result: Record<string, string> = {}
  for (const { name } of tables) {
    const [row] = await db.rows(
      `select count(*)::int as n, coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as digest
       from ${String(name)} t`,
    )
    result[String(name)] = `${String(row!.n)} ${String(row!.digest)}`
  }
  return result
}

async function withPglite<T>(dataDir: string, use: (db: Rows) => Promise<T>) {
  const db = await PGlite.create(path.join(dataDir, 'pgdata'))
  try {
    return await use({ rows: async (sql) => (await db.query<Record<string, unknown>>(sql)).rows })
  } finally {
    await db.close()
  }
}

/** A small load from the generator: the data every drill backs up. */
async function load(args: string[]) {
  const run = await seedLoad(['--memories', '200', '--people', '60', ...args])
  if (run.code !== 0) throw new Error(`seed-load: ${run.code}\n${run.stderr}`)
}

function admin(dataDir: string, ...args: string[]) {
  return startProcess([builtAdmin, ...args], {
    DATA_DIR: dataDir,
    PORT: '9', // nothing listens there: "is a server running on this database?" answers no
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
  })
}
async function adminRun(dataDir: string, ...args: string[]) {
  const child = admin(dataDir, ...args)
  const { code } = await child.exited
  return { code, output: child.output() }
}

describe('backup and restore of the embedded database (npm run admin)', () => {
  let source: string
  let restored: string
  let scratch: string
  let backup: string
  let before: Record<string, string>

  beforeAll(async () => {
    if (!fs.existsSync(builtAdmin)) throw new Error('Build first: npm run build (system tests run the build)')
    ;[source, restored, scratch] = await Promise.all([
      tempDir('kindred-backup-source-'),
      tempDir('kindred-backup-restored-'),
      tempDir('kindred-backup-files-'),
    ])
    backup = path.join(scratch, 'kindred.backup.tar.gz')
    await load(['--data-dir', source])
    before = await withPglite(source, everyTable)
  }, 180_000)
  afterAll(() => {
    for (const dir of [source, restored, scratch]) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('backs up into a new file, and refuses to overwrite one that exists', async () => {
    const first = await adminRun(source, 'backup', backup)
    expect(first.output).toMatch(/Backed up 6\d people, 200 memories, \d+ comments; [\d.]+ MB/)
    expect(first.code).toBe(0)
    const size = fs.statSync(backup).size
    expect(size).toBeGreaterThan(100_000)

    const again = await adminRun(source, 'backup', backup)
    expect(again.code).toBe(1)
    expect(again.output).toContain('already exists')
    expect(fs.statSync(backup).size).toBe(size)
    expect(fs.readdirSync(scratch)).toEqual(['kindred.backup.tar.gz'])
  }, 120_000)

  it('restores into an empty directory every row of every table, and the server starts on it', async () => {
    const result = await adminRun(restored, 'restore', backup)
    expect(result.output).toMatch(/Restored 6\d people, 200 memories/)
    expect(result.code).toBe(0)

    const after = await withPglite(restored, everyTable)
    expect(Object.keys(after).length).toBeGreaterThan(40)
    expect(after['public.memories']).toMatch(/^200 /)
    expect(after).toEqual(before)

    const { server, origin } = await startBuiltServer({ DATA_DIR: restored, LOG_LEVEL: 'silent' })
    try {
      const feed = (await (await fetch(`${origin}/api/v1/feed/?limit=5`)).json()) as {
        results: unknown[]
      }
      expect(feed.results).toHaveLength(5)
    } finally {
      await stop(server)
    }
  }, 120_000)

  it('refuses to restore over a database, and leaves it as it was', async () => {
    const result = await adminRun(source, 'restore', backup)
    expect(result.code).toBe(1)
    expect(result.output).toContain('already holds a database')
    expect(await withPglite(source, everyTable)).toEqual(before)
  }, 120_000)

  it('refuses a file that is not a backup, leaving the directory without a database', async () => {
    const empty = await tempDir('kindred-backup-bad-')
    const bogus = path.join(scratch, 'not-a-backup.tar.gz')
    fs.writeFileSync(bogus, 'these are not the files of a database')
    try {
      const result = await adminRun(empty, 'restore', bogus)
      expect(result.code).toBe(1)
      expect(result.output).toContain('is not a Kindred backup that could be restored')
      expect(fs.existsSync(path.join(empty, 'pgdata', 'PG_VERSION'))).toBe(false)
    } finally {
      fs.rmSync(empty, { recursive: true, force: true })
    }
  }, 120_000)
})

// Registered only with a PostgreSQL server to run on, like the PostgreSQL half of the server suite.
const serverUrl = process.env.TEST_DATABASE_URL
if (serverUrl)
  describe('backup and restore of PostgreSQL (pg_dump and pg_restore)', () => {
    const names = ['source', 'restored'].map((n) => `kindred_backup_${n}_${randomBytes(4).toString('hex')}`)
    const urlOf = (name: string) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString()
    const maintenance = async (statement: string) => {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(statement).finally(() => client.end())
    }
    const tables = async (url: string) => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        return await everyTable({ rows: async (sql) => (await client.query(sql)).rows })
      } finally {
        await client.end()
      }
    }
    let scratch: string

    beforeAll(async () => {
      scratch = await tempDir('kindred-pg-backup-')
      for (const name of names) await maintenance(`create database ${name}`)
      await load(['--database-url', urlOf(names[0]!)])
    }, 180_000)
    afterAll(async () => {
      fs.rmSync(scratch, { recursive: true, force: true })
      for (const name of names) await maintenance(`drop database if exists ${name} with (force)`)
    })

    it('restores every row of every table with the commands of docs/operations.md', async () => {
      const file = path.join(scratch, 'kindred.dump')
      // As documented: the custom format, without owners, so it restores under another role too.
      await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, urlOf(names[0]!)])
      await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${urlOf(names[1]!)}`, file])
      const [before, after] = [await tables(urlOf(names[0]!)), await tables(urlOf(names[1]!))]
      expect(after['public.memories']).toMatch(/^200 /)
      expect(after).toEqual(before)
    }, 180_000)
  })
