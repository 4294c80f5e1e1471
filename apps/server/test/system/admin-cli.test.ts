import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtMain, freePort, serverRoot, startProcess, stop, tempDir, waitForHealthy } from './process'

// `npm run admin -- <command> <email>` (SPEC §10): the built command line against the embedded
// database in a temporary DATA_DIR, as an operator runs it. That a created admin can set a password
// and sign in is shown by src/admin-commands.test.ts.

const builtAdmin = path.join(serverRoot, 'dist/admin.js')
// The account the commands are tried on, as its address is stored.
const HERON = 'heron@example.org'
let dataDir: string
let env: Record<string, string>

async function admin(...args: string[]) {
  const run = startProcess([builtAdmin, ...args], env)
  const { code } = await run.exited
  return { code, output: run.output() }
}

/** Runs a command, checks its exit code and that it says `says`; answers what it printed. */
async function expectSays(args: string[], code: number, says: string) {
  const run = await admin(...args)
  expect(run.code, `${args.join(' ')}: ${run.output}`).toBe(code)
  expect(run.output).toContain(says)
  return run.output
}

async function withDatabase<T>(use: (db: PGlite) => Promise<T>): Promise<T> {
  const db = await PGlite.create(path.join(dataDir, 'pgdata'))
  try {
    return await use(db)
  } finally {
    await db.close()
  }
}

const roleOf = (email: string) =>
  withDatabase(
    async (db) =>
      (await db.query<{ role: string }>('select role from users where email_normalized = $1', [email]))
        .rows[0]?.role,
  )

beforeAll(async () => {
  if (!fs.existsSync(builtAdmin)) throw new Error('Build first: npm run build (system tests run the build)')
  dataDir = await tempDir('kindred-admin-')
  const port = await freePort()
  env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
  }
})
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

describe('npm run admin on the embedded database', () => {
  it('creates and migrates the database, and says when no account uses the address (exit code 1)', async () => {
    const said = await expectSays(
      ['grant-moderator', 'nobody@example.org'],
      1,
      'No account uses that email address.',
    )
    expect(said).not.toContain('nobody@example.org')
    expect(fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true)
  })

  it('grants and revokes the moderator role, matching the address in any case', async () => {
    await withDatabase((db) =>
      db.query(
        `insert into users (public_id, email, email_normalized, display_name, created_at)
         values ('quietheron000001', 'Heron@Example.org', 'heron@example.org', 'Quiet Heron', now())`,
      ),
    )

    await expectSays(['grant-moderator', 'HERON@example.ORG'], 0, 'Granted: Quiet Heron is now a moderator.')
    expect(await roleOf(HERON)).toBe('moderator')

    await expectSays(['grant-moderator', HERON], 0, 'Quiet Heron is already a moderator. Nothing changed.')

    await expectSays(['revoke-moderator', HERON], 0, 'Revoked: Quiet Heron is no longer a moderator.')
    expect(await roleOf(HERON)).toBe('user')

    await expectSays(['revoke-moderator', HERON], 0, 'Quiet Heron is not a moderator. Nothing changed.')
  })

  it('makes an admin with grant-admin, whom revoke-moderator leaves an admin, saying so', async () => {
    await expectSays(['grant-admin', HERON], 0, 'Granted: Quiet Heron is now an admin.')

    await expectSays(['revoke-moderator', HERON], 0, 'Quiet Heron is an admin and stays one')
    expect(await roleOf(HERON)).toBe('admin')
  })

  it('creates the first admin with create-admin, and refuses a taken or a bad address (exit code 1)', async () => {
    const made = await admin('create-admin', 'Wren@Example.org')
    expect(made.code).toBe(0)
    const [account] = await withDatabase(
      async (db) =>
        (
          await db.query<{
            display_name: string
            role: string
            password_hash: null
            email_verified_at: null
          }>(
            `select display_name, role, password_hash, email_verified_at from users where email_normalized = $1`,
            ['wren@example.org'],
          )
        ).rows,
    )
    expect(account).toMatchObject({ role: 'admin', password_hash: null, email_verified_at: null })
    expect(made.output).toContain(`Created: ${account!.display_name} is an admin.`)
    expect(made.output).toContain('choose “Forgot your password?”')
    // Quiet Heron, above, is an admin already: appeals have a second moderator, so it asks for none.
    expect(made.output).not.toContain('Add a second moderator')
    expect(made.output).not.toContain('Example.org')

    const accounts = () =>
      withDatabase(
        async (db) => (await db.query<{ n: number }>('select count(*)::int as n from users')).rows[0]!.n,
      )
    const before = await accounts()
    for (const taken of ['wren@example.org', 'HERON@example.org']) {
      await expectSays(
        ['create-admin', taken],
        1,
        'An account already uses that email address. Nothing was created',
      )
    }
    await expectSays(['create-admin', 'wren'], 1, 'That is not an email address. Nothing was created.')
    expect(await accounts()).toBe(before)
    expect(await roleOf(HERON)).toBe('admin')
  })

  it('counts afresh what each block of memory ids lists with recount-listed', async () => {
    // The database has no memories: nothing to count, and saying so is the answer.
    await expectSays(
      ['recount-listed'],
      0,
      'Recounted: 0 blocks of memory ids, 0 memories every visitor may list.',
    )
  })

  it('shows the usage with exit code 2 for an unknown command, a missing address or file, or a bad one', async () => {
    for (const args of [
      [],
      ['make-moderator', HERON],
      ['grant-moderator'],
      ['create-admin'],
      ['grant-admin', 'heron'],
      ['backup'],
      ['restore', 'one.tar.gz', 'two.tar.gz'],
      ['recount-listed', 'now'],
    ]) {
      const run = await admin(...args)
      expect(run.code, args.join(' ')).toBe(2)
      expect(run.output).toContain('Usage: npm run admin -- <command> <email or file>')
      expect(run.output).toContain('revoke-moderator <email>')
      expect(run.output).toContain('create-admin <email>')
      expect(run.output).toContain('backup <file>')
      expect(run.output).toContain('restore <file>')
      expect(run.output).toContain('recount-listed')
    }
    expect(await roleOf(HERON)).toBe('admin')
  })

  it('refuses to open the database of a server that is running on it', async () => {
    const server = startProcess([builtMain], { ...env, LOG_LEVEL: 'warn' })
    try {
      await waitForHealthy(`${env.APP_URL}/api/health`, server)
      await expectSays(['revoke-moderator', HERON], 1, 'Kindred is running on port')
    } finally {
      await stop(server)
    }
    expect(await roleOf(HERON)).toBe('admin')
  })
})
