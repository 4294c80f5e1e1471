import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtMain, freePort, startOn, startProcess, stop, tempDir, type RunningServer } from './process'

let dataDir: string
let port: number
let server: RunningServer | undefined

async function start(extraEnv: Record<string, string> = {}) {
  const env = { QUICK_EXIT_URL: 'http://127.0.0.1:9/neutral', ...extraEnv }
  return startOn([builtMain], port, dataDir, env, (started) => (server = started))
}

async function query<T>(sql: string): Promise<T[]> {
  const db = await PGlite.create(path.join(dataDir, 'pgdata'))
  try {
    return (await db.query<T>(sql)).rows
  } finally {
    await db.close()
  }
}

beforeAll(async () => {
  if (!fs.existsSync(builtMain))
    throw new Error('Build first: npm run build (system tests run the built server)')
  dataDir = await tempDir('kindred-start-')
  port = await freePort()
})
afterAll(async () => {
  if (server) await stop(server)
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('npm start: the built server on embedded PGlite', () => {
  it('creates and migrates its database in DATA_DIR on first start, on the configured PORT and HOST', async () => {
    const running = await start()
    expect(fs.existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true)
    const health = await fetch(`http://127.0.0.1:${port}/api/health`)
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' })
    expect(running.output()).toContain(`Kindred is ready at http://127.0.0.1:${port}`)
  })

  it('takes APP_URL as its own origin for the CSRF checks', async () => {
    const send = (origin: string) =>
      fetch(`http://127.0.0.1:${port}/api/v1/no-such-thing`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: '{}',
      })
    expect((await send(`http://127.0.0.1:${port}`)).status).toBe(404)
    expect((await send(`http://localhost:${port}`)).status).toBe(403)
  })

  it('serves the built web app with the configured quick-exit address', async () => {
    const page = await fetch(`http://127.0.0.1:${port}/guide`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('content="http://127.0.0.1:9/neutral"')
  })

  it('refuses a second server on the same DATA_DIR while the first runs, which keeps serving', async () => {
    const otherPort = await freePort()
    const second = startProcess([builtMain], {
      PORT: String(otherPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    })
    const { code } = await second.exited
    expect(code).toBe(1)
    expect(second.output()).toContain(`Another Kindred process (pid ${server!.child.pid}) is using`)
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200)
  })

  it('keeps the data on a second start with the same DATA_DIR', async () => {
    expect((await stop(server!)).code).toBe(0)
    const migrationsBefore = await query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    )
    await query(`insert into content_versions (collection, checksum) values ('kept-across-restarts', 'x')`)

    await start()
    expect((await stop(server!)).code).toBe(0)
    server = undefined

    const kept = await query<{ collection: string }>(
      `select collection from content_versions where collection = 'kept-across-restarts'`,
    )
    expect(kept).toHaveLength(1)
    expect(await query('select count(*)::int as n from drizzle.__drizzle_migrations')).toEqual(
      migrationsBefore,
    )
    expect((await query<{ n: number }>('select count(*)::int as n from crisis_lines'))[0]!.n).toBeGreaterThan(
      0,
    )
    // The modules' trigger files, which the build copies beside the bundle, applied after the migrations.
    expect(await query(`select 1 from content_versions where collection = 'trigger-files'`)).toHaveLength(1)
  })

  it('refuses to start with invalid configuration, naming the variable', async () => {
    const bad = startProcess([builtMain], { PORT: 'not-a-port', DATA_DIR: dataDir })
    const { code } = await bad.exited
    expect(code).toBe(1)
    expect(bad.output()).toContain('PORT must be a whole number between 1 and 65535 (got "not-a-port")')
  })
})
