import { EmailSchema } from '@kindred/contract/identity'
import { ConfigError, loadConfig, type Config } from './config'
import { openDatabase } from './db/client'
import { createRolesRepository } from './modules/identity'
import { changeRole, ROLE_CHANGES, type RoleChange, type RoleChangeOutcome } from './modules/moderation'

// `npm run admin -- <command> <email>`: role changes from the command line (SPEC §10), with the
// server's own configuration (DATABASE_URL, or the embedded database in DATA_DIR). Output names the
// account by its display name, never its address, in case it ends up in a log (SPEC §10).

const USAGE = `Usage: npm run admin -- <command> <email>

Commands:
  grant-moderator <email>   the account with this address becomes a moderator
  revoke-moderator <email>  a moderator becomes an ordinary member again
  grant-admin <email>       the account becomes an admin (admins also moderate and manage moderators)

Uses the same configuration as the server: DATABASE_URL, or the embedded database in DATA_DIR
(stop the server first: the embedded database takes one process at a time).
`

const ROLE_WORDS = { 'grant-moderator': 'a moderator', 'grant-admin': 'an admin' } as const

/** What to say about an outcome, and whether it is a failure (exit code 1). */
function describe(change: RoleChange, outcome: RoleChangeOutcome): { text: string; failed: boolean } {
  if (outcome.status === 'no_account') return { text: 'No account uses that email address.', failed: true }
  const name = outcome.person.displayName
  if (change === 'revoke-moderator') {
    if (outcome.status === 'changed')
      return { text: `Revoked: ${name} is no longer a moderator.`, failed: false }
    if (outcome.status === 'admin_stays')
      return {
        text: `${name} is an admin and stays one: revoke-moderator changes moderators only. Nothing changed.`,
        failed: false,
      }
    return { text: `${name} is not a moderator. Nothing changed.`, failed: false }
  }
  if (outcome.status === 'changed')
    return { text: `Granted: ${name} is now ${ROLE_WORDS[change]}.`, failed: false }
  if (outcome.status === 'admin_stays')
    return { text: `${name} is an admin, which includes moderating. Nothing changed.`, failed: false }
  return { text: `${name} is already ${ROLE_WORDS[change]}. Nothing changed.`, failed: false }
}

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
  if (!ROLE_CHANGES.includes(command as RoleChange)) {
    process.stderr.write(command ? `Unknown command: ${command}\n\n${USAGE}` : USAGE)
    return 2
  }
  if (email === undefined || rest.length > 0) {
    process.stderr.write(`${command} takes one email address.\n\n${USAGE}`)
    return 2
  }
  if (!EmailSchema.safeParse(email).success) {
    process.stderr.write(`That is not an email address.\n\n${USAGE}`)
    return 2
  }
  const change = command as RoleChange
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
    const outcome = await changeRole(
      { db: database.db, roles: createRolesRepository(database.db) },
      { change, who: { email } },
    )
    const { text, failed } = describe(change, outcome)
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
