import { EmailSchema } from '@kindred/contract/identity'
import { runCreateAdmin, runRoleChange } from './admin-commands'
import { ConfigError, loadConfig, type Config } from './config'
import { openDatabase } from './db/client'
import { ROLE_CHANGES, type RoleChange } from './modules/moderation'

// `npm run admin -- <command> <email>`: roles, and the first admin's account, from the command line
// (SPEC §10), with the server's own configuration (DATABASE_URL, or the embedded database in
// DATA_DIR). What each command does and says is in admin-commands.ts.

const USAGE = `Usage: npm run admin -- <command> <email>

Commands:
  grant-moderator <email>   the account with this address becomes a moderator
  revoke-moderator <email>  a moderator becomes an ordinary member again
  grant-admin <email>       the account becomes an admin (admins also moderate and manage moderators)
  create-admin <email>      a new account with this address, an admin (a fresh install has none);
                            its owner sets a password with "Forgot password?" on the sign-in page

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

async function main(args: string[]): Promise<number> {
  const [command, email, ...rest] = args
  if (command === 'help' || command === '--help' || command === '-h') {
    process.stdout.write(USAGE)
    return 0
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
  const config = loadConfig(process.env)
  if (!config.databaseUrl && (await serverIsRunning(config))) {
    process.stderr.write(
      `Kindred is running on port ${config.port} with the embedded database. Stop it, run this again, then start it.\n`,
    )
    return 1
  }
  const database = await openDatabase(config)
  try {
    await database.migrate()
    const { text, failed } = creating
      ? await runCreateAdmin(database.db, address.data)
      : await runRoleChange(database.db, command as RoleChange, address.data)
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
