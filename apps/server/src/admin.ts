import path from 'node:path'
import { EmailSchema } from '@kindred/contract/identity'
import { runCreateAdmin, runRecountListed, runRoleChange, type CommandResult } from './admin-commands'
import { ConfigError, loadConfig, type Config } from './config'
import { backupEmbedded, BackupRefused, restoreEmbedded, type BackupSummary } from './db/backup'
import { openDatabase, pgliteDatabase, type Db } from './db/client'
import { DataDirInUse } from './db/data-dir-lock'
import { ROLE_CHANGES, type RoleChange } from './modules/moderation'

// `npm run admin -- <command> <email or file>`: roles and the first admin's account (SPEC §10), and
// backups of the embedded database (db/backup.ts), from the command line with the server's own
// configuration (DATABASE_URL, or the embedded database in DATA_DIR). What the role commands do and
// say is in admin-commands.ts.

const USAGE = `Usage: npm run admin -- <command> <email or file>

Commands:
  grant-moderator <email>   the account with this address becomes a moderator
  revoke-moderator <email>  a moderator becomes an ordinary member again
  grant-admin <email>       the account becomes an admin (admins also moderate and manage moderators)
  create-admin <email>      a new account with this address, an admin (a fresh install has none);
                            its owner sets a password with "Forgot your password?" on the sign-in
                            page; appeals then need a second moderator (grant-moderator)
  backup <file>             the embedded database, whole, into a new file (the server stopped)
  restore <file>            a backup into DATA_DIR, which must hold no database yet (the server stopped);
                            on PostgreSQL use pg_dump and pg_restore (docs/operations.md)
  recount-listed            count afresh what each block of memory ids lists (after a rolling deploy
                            across migration 0024; safe while PostgreSQL servers run)

Uses the same configuration as the server: DATABASE_URL, or the embedded database in DATA_DIR
(stop the server first: the embedded database takes one process at a time).
`

/**
 * On the embedded database a second process must not open the data directory of a running server
 * (PGlite has no lock between processes; decision 009): refuse when Kindred answers on its port.
 */
async function serverIsRunning(config: Config): Promise<boolean> {
  const host = config.host === '0.0.0.0' ? '127.0.0.1' : config.host === '::' ? '[::1]' : config.host
  try {
    const res = await fetch(`http://${host}:${config.port}/api/health`, { signal: AbortSignal.timeout(2000) })
    return res.ok && 'database' in ((await res.json()) as object)
  } catch {
    return false
  }
}

const describe = (summary: BackupSummary) =>
  `${summary.people} people, ${summary.memories} memories, ${summary.comments} comments; ` +
  `${(summary.bytes / 1024 / 1024).toFixed(1)} MB`

/** `backup <file>` and `restore <file>`: the embedded database only (PostgreSQL has pg_dump). */
async function runBackupCommand(command: 'backup' | 'restore', file: string): Promise<number> {
  const config = loadConfig(process.env)
  if (config.databaseUrl) {
    process.stderr.write(
      `DATABASE_URL is set: back up and restore PostgreSQL with pg_dump and pg_restore (docs/operations.md).\n`,
    )
    return 2
  }
  if (await serverIsRunning(config)) {
    process.stderr.write(
      `Kindred is running on port ${config.port} with the embedded database. Stop it, run this again, then start it.\n`,
    )
    return 1
  }
  const target = path.resolve(file)
  try {
    if (command === 'backup') {
      const summary = await backupEmbedded(config.dataDir, target)
      process.stdout.write(`Backed up ${describe(summary)}, to ${target}.\n`)
    } else {
      const summary = await restoreEmbedded(target, config.dataDir, (client) =>
        pgliteDatabase(client).migrate(),
      )
      process.stdout.write(`Restored ${describe(summary)}, into ${config.dataDir}.\n`)
    }
    return 0
  } catch (err) {
    if (!(err instanceof BackupRefused || err instanceof DataDirInUse)) throw err
    process.stderr.write(`${err.message}\n`)
    return 1
  }
}

async function main(args: string[]): Promise<number> {
  const [command, email, ...rest] = args
  if (command === 'help' || command === '--help' || command === '-h') {
    process.stdout.write(USAGE)
    return 0
  }
  if (command === 'backup' || command === 'restore') {
    if (email === undefined || rest.length > 0) {
      process.stderr.write(`${command} takes one file name.\n\n${USAGE}`)
      return 2
    }
    return runBackupCommand(command, email)
  }
  if (command === 'recount-listed') {
    if (email !== undefined) {
      process.stderr.write(`recount-listed takes nothing more.\n\n${USAGE}`)
      return 2
    }
    return runOnDatabase((db) => runRecountListed(db))
  }
  const creating = command === 'create-admin'
  if (!creating && !ROLE_CHANGES.includes(command as RoleChange)) {
    process.stderr.write(command ? `Unknown command: ${command}\n\n${USAGE}` : USAGE)
    return 2
  }
  if (email === undefined || rest.length > 0) {
    process.stderr.write(`${command} takes one email address.\n\n${USAGE}`)
    return 2
  }
  const address = EmailSchema.safeParse(email)
  if (!address.success) {
    // Creating an account refuses a bad address as it refuses a taken one; the role changes only
    // look an address up, and answer it as a mistyped command.
    if (creating) {
      process.stderr.write('That is not an email address. Nothing was created.\n')
      return 1
    }
    process.stderr.write(`That is not an email address.\n\n${USAGE}`)
    return 2
  }
  return runOnDatabase((db, config) =>
    creating
      ? runCreateAdmin(db, address.data, config.appOrigin)
      : runRoleChange(db, command as RoleChange, address.data),
  )
}

/** A command on the server's own database (migrated first), refused while an embedded one serves. */
async function runOnDatabase(command: (db: Db, config: Config) => Promise<CommandResult>): Promise<number> {
  const config = loadConfig(process.env)
  if (!config.databaseUrl && (await serverIsRunning(config))) {
    process.stderr.write(
      `Kindred is running on port ${config.port} with the embedded database. Stop it, run this again, then start it.\n`,
    )
    return 1
  }
  // An operator's command writes and reads on the primary only: no replica pools, no health checks.
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    databasePoolMax: config.databasePoolMax,
  })
  try {
    await database.migrate()
    const { text, failed } = await command(database.db, config)
    ;(failed ? process.stderr : process.stdout).write(`${text}\n`)
    return failed ? 1 : 0
  } finally {
    await database.close()
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    const message =
      err instanceof ConfigError
        ? err.message
        : `The command failed: ${err instanceof Error ? err.message : String(err)}`
    process.stderr.write(`${message}\n`)
    process.exit(1)
  },
)
