// What the load benchmarks (auth-overhead, guide, memories, interactions, notifications) set up the
// same way: a data folder and a database of their own, autocannon for BENCH_SECONDS with
// BENCH_CONNECTIONS, and generated memories written under a server that migrated the database.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { PGlite } from '@electric-sql/pglite'
import { generateMemories } from './generate-memories.mjs'
import { machine } from './machine.mjs'
import { freshBenchDatabase, liftedRateLimits, signUpThroughOutbox, startServer, summarize } from './lib.mjs'

export const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
/** How many memories the benchmarks over generated data write first (BENCH_MEMORIES). */
export const MEMORIES = Number(process.env.BENCH_MEMORIES ?? 10_000)

/**
 * A run's own data folder and database (with BENCH_DATABASE_URL a fresh database on that server,
 * otherwise embedded PGlite in the folder), the server's environment for them with the named rate
 * limits lifted (a load from one address would meet them within seconds), and `cleanUp()`.
 */
export async function benchPlace(name, { lift = [], env = {} } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `kindred-bench-${name}-`))
  const { databaseUrl, drop } = await freshBenchDatabase()
  return {
    dataDir,
    databaseUrl,
    env: {
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(lift.length > 0 ? { RATE_LIMITS: liftedRateLimits(lift) } : {}),
      ...env,
    },
    cleanUp: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true })
      await drop()
    },
  }
}

/** The fields every load benchmark's result begins with: what ran, when, on what, how hard. */
export const resultHead = (benchmark, place) => ({
  benchmark,
  date: new Date().toISOString(),
  database: place.databaseUrl ? 'postgresql' : 'pglite',
  duration_s: DURATION,
  connections: CONNECTIONS,
  machine: machine(),
})

/**
 * autocannon against `origin`: `run(path, options)` for DURATION seconds, `measure` keeps its
 * figures, `warm` runs for one second so the first measured route does not pay for the caches.
 */
export function loadOn(origin) {
  const run = (url, options = {}) =>
    autocannon({ url: `${origin}${url}`, connections: CONNECTIONS, duration: DURATION, ...options })
  return {
    run,
    measure: async (url, options) => summarize(await run(url, options)),
    warm: (url, options) => run(url, { ...options, duration: 1 }),
  }
}

/** A direct client of the place's database while no server holds it (PGlite allows one). */
async function directClient({ databaseUrl, dataDir }) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    return { query: (text, params) => client.query(text, params), close: () => client.end() }
  }
  const client = await PGlite.create(path.join(dataDir, 'pgdata'))
  return { query: (text, params) => client.query(text, params), close: () => client.close() }
}

/**
 * The server over `memories` generated memories: a first start migrates the database, loads the
 * content and signs one real person up; the memories (and what `extra(query)` adds) are then written
 * straight into the database, which is analysed, and the server starts again on it. Resolves to the
 * server, the person's headers, what `extra` answered and the seconds the writing took.
 */
export async function serverOverGeneratedMemories(place, { memories, extra = async () => undefined }) {
  const first = await startServer(place.env)
  const signedIn = await signUpThroughOutbox(first.origin, place.dataDir)
  await first.stop()
  const started = Date.now()
  const client = await directClient(place)
  await generateMemories(client.query, { memories })
  const extraResult = await extra(client.query)
  await client.query('vacuum analyze')
  await client.close()
  const generatedInS = Math.round((Date.now() - started) / 1000)
  return { server: await startServer(place.env), signedIn, extra: extraResult, generatedInS }
}
