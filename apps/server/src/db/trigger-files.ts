import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * The database's functions and triggers as they stand (decision 049): who is told what, the counts,
 * the scores, what goes with a deleted row. Each lives in one `<feature>.triggers.sql` of the
 * module that owns it (`src/modules/<feature>/`, copied to `dist/modules/` by the build), written
 * with `CREATE OR REPLACE`, so the file is the rule and a change to it is a change to the file.
 * The migrations keep the tables (and the history of these rules up to migration 0018).
 */
export interface TriggerFile {
  /** `<feature>/<feature>.triggers.sql` */
  name: string
  text: string
}

/** The connection a start applies them on: the one that ran the migrations (holding their lock). */
export interface ScriptRunner {
  query<T>(text: string, params: unknown[]): Promise<T[]>
  /** Runs a text of several statements. */
  exec(text: string): Promise<void>
}

export const TRIGGER_FILE_SUFFIX = '.triggers.sql'

/** The row of `content_versions` that holds the checksum of the trigger files last applied. */
export const TRIGGER_FILES_VERSION = 'trigger-files'

/** Every module's trigger files, in the order of their names. */
export async function readTriggerFiles(modulesDir: string): Promise<TriggerFile[]> {
  const modules = (await fs.readdir(modulesDir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
  const perModule = await Promise.all(
    modules.map(async (module) => {
      const names = (await fs.readdir(path.join(modulesDir, module)))
        .filter((name) => name.endsWith(TRIGGER_FILE_SUFFIX))
        .sort()
      return Promise.all(
        names.map(async (name) => ({
          name: `${module}/${name}`,
          text: await fs.readFile(path.join(modulesDir, module, name), 'utf8'),
        })),
      )
    }),
  )
  const files = perModule.flat()
  // Without them a built server would keep whatever the database last had: refuse to start instead.
  if (files.length === 0) {
    throw new Error(`No database trigger files (*${TRIGGER_FILE_SUFFIX}) in ${modulesDir}: run npm run build`)
  }
  return files
}

/**
 * What decides whether a start applies the files: their names and text, and the list of
 * migrations, so that a start which ran a new migration applies them after it whatever it did.
 */
export function triggerFilesChecksum(files: TriggerFile[], migrationsJournal: string): string {
  const hash = createHash('sha256').update(migrationsJournal).update('\0')
  for (const file of files) hash.update(file.name).update('\0').update(file.text).update('\0')
  return hash.digest('hex')
}

/**
 * Applies every trigger file in one transaction, with the checksum they were applied at, unless
 * that checksum is already the database's: an unchanged start reads one row and writes nothing
 * (replacing a trigger locks its table against writes, and replacing a function makes every
 * connection plan its callers again). A file that fails names itself and leaves the rules as they
 * were. Answers whether it applied them.
 */
export async function applyTriggerFiles(
  runner: ScriptRunner,
  folders: { modules: string; migrations: string },
): Promise<boolean> {
  const [files, journal] = await Promise.all([
    readTriggerFiles(folders.modules),
    fs.readFile(path.join(folders.migrations, 'meta', '_journal.json'), 'utf8'),
  ])
  const checksum = triggerFilesChecksum(files, journal)
  const [applied] = await runner.query<{ checksum: string }>(
    'select checksum from content_versions where collection = $1',
    [TRIGGER_FILES_VERSION],
  )
  if (applied?.checksum === checksum) return false
  await runner.exec('begin')
  try {
    for (const file of files) {
      await runner.exec(file.text).catch((err: Error) => {
        throw new Error(`${file.name}: ${err.message}`, { cause: err })
      })
    }
    await runner.query(
      `insert into content_versions (collection, checksum) values ($1, $2)
       on conflict (collection) do update set checksum = excluded.checksum, loaded_at = now()`,
      [TRIGGER_FILES_VERSION, checksum],
    )
    await runner.exec('commit')
  } catch (err) {
    await runner.exec('rollback').catch(() => {})
    throw err
  }
  return true
}
