import fs from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { EMBEDDED_SETTINGS } from './client'
import { lockDataDir } from './data-dir-lock'

/**
 * Backups of the embedded database (issue 15, decision 032): `npm run admin -- backup <file>` writes
 * the whole data directory as one gzipped tar file, as PGlite itself dumps it; `restore <file>`
 * unpacks one into an empty DATA_DIR. Both run with the server stopped and hold the data directory's
 * lock meanwhile (PGlite takes one process at a time, data-dir-lock.ts). Neither ever overwrites: a backup refuses an existing file and a restore an
 * existing database, so a slip of the keyboard cannot lose what people saved. PostgreSQL has its own
 * tools for this (pg_dump and pg_restore, docs/operations.md).
 */

/** A refusal the operator can act on; the command prints its message and changes nothing. */
export class BackupRefused extends Error {
  override name = 'BackupRefused'
}

const pgdataOf = (dataDir: string) => path.join(dataDir, 'pgdata')
const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  )

/** What a backup or restore reports: the size of the file and a few counts to check it by. */
export interface BackupSummary {
  bytes: number
  people: number
  memories: number
  comments: number
}

/**
 * The rows of every table of the database, by table: the backup is the platform's, of the whole file,
 * so it counts each table the catalog lists and reads no module's table for what it means (decision 077).
 */
async function rowsByTable(client: PGlite): Promise<Map<string, number>> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = current_schema() order by tablename`,
  )
  const counts = new Map<string, number>()
  for (const { name } of tables) {
    const quoted = `"${name.replaceAll('"', '""')}"`
    const { rows } = await client.query<{ count: number }>(`select count(*)::int as count from ${quoted}`)
    counts.set(name, rows[0]!.count)
  }
  return counts
}

async function summaryOf(client: PGlite, file: string): Promise<BackupSummary> {
  const rows = await rowsByTable(client)
  return {
    bytes: (await fs.stat(file)).size,
    people: rows.get('users') ?? 0,
    memories: rows.get('memories') ?? 0,
    comments: rows.get('comments') ?? 0,
  }
}

/** Writes DATA_DIR's database to `file` (a new file); the database itself is only read. */
export async function backupEmbedded(dataDir: string, file: string): Promise<BackupSummary> {
  const unlock = await lockDataDir(dataDir)
  try {
    return await backupLocked(dataDir, file)
  } finally {
    await unlock()
  }
}

async function backupLocked(dataDir: string, file: string): Promise<BackupSummary> {
  const location = pgdataOf(dataDir)
  if (!(await exists(path.join(location, 'PG_VERSION'))))
    throw new BackupRefused(`There is no database in ${location} to back up.`)
  if (await exists(file)) throw new BackupRefused(`${file} already exists. Choose a new file name.`)
  const client = await PGlite.create(location, { postgresqlconf: EMBEDDED_SETTINGS })
  // Written beside the target and renamed when complete: a backup cut short never looks whole.
  const partial = `${file}.partial-${process.pid}`
  try {
    // A checkpoint first, so everything committed is in the data files the tar is made from.
    await client.exec('checkpoint')
    const tar = await client.dumpDataDir('gzip')
    await fs.writeFile(partial, Buffer.from(await tar.arrayBuffer()), { flag: 'wx' })
    await fs.rename(partial, file)
    return await summaryOf(client, file)
  } finally {
    await fs.rm(partial, { force: true })
    await client.close()
  }
}

/**
 * Unpacks `file` (made by backupEmbedded) into DATA_DIR, which must hold no database yet. A file
 * that is not such a backup leaves DATA_DIR as it was. `migrate` then brings a backup taken by an
 * older version up to date, as a start would.
 */
export async function restoreEmbedded(
  file: string,
  dataDir: string,
  migrate: (client: PGlite) => Promise<void>,
): Promise<BackupSummary> {
  const unlock = await lockDataDir(dataDir)
  try {
    return await restoreLocked(file, dataDir, migrate)
  } finally {
    await unlock()
  }
}

async function restoreLocked(
  file: string,
  dataDir: string,
  migrate: (client: PGlite) => Promise<void>,
): Promise<BackupSummary> {
  const location = pgdataOf(dataDir)
  if (!(await exists(file))) throw new BackupRefused(`There is no file ${file}.`)
  if (await exists(path.join(location, 'PG_VERSION')))
    throw new BackupRefused(
      `${dataDir} already holds a database. Move ${location} aside (or set DATA_DIR to a new ` +
        `directory) and run restore again. Nothing was changed.`,
    )
  const leftBefore = await exists(location)
  await fs.mkdir(location, { recursive: true })
  let client: PGlite | undefined
  try {
    const tar = new Blob([await fs.readFile(file)])
    client = await PGlite.create(location, { postgresqlconf: EMBEDDED_SETTINGS, loadDataDir: tar })
    // A Kindred database has its people's table from the first migration on.
    const { rows } = await client.query<{ kindred: boolean }>(
      `select to_regclass('users') is not null as kindred`,
    )
    if (!rows[0]?.kindred) throw new Error('no table of people')
    await migrate(client)
    return await summaryOf(client, file)
  } catch (err) {
    await client?.close().catch(() => {})
    client = undefined
    // Whatever was unpacked goes; an empty directory that was there before stays.
    await fs.rm(location, { recursive: true, force: true })
    if (leftBefore) await fs.mkdir(location, { recursive: true })
    throw new BackupRefused(
      `${file} is not a Kindred backup that could be restored (${err instanceof Error ? err.message : String(err)}). Nothing was changed.`,
    )
  } finally {
    await client?.close()
  }
}
