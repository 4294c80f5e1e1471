import fs from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type { Client, Pool, PoolConfig } from 'pg'
import { lockDataDir } from './data-dir-lock'
import { nameStatements } from './named-statements'
import { createQueryTiming } from './query-timing'
import { openReplicas, type ReadClient, type ReadEvents, type ReplicaHealth } from './replicas'
import { parseLsn } from './replica-lag'
import { applyTriggerFiles, type ScriptRunner } from './trigger-files'
import * as schema from './schema/index'
import { paths } from '../paths'

/** The one database type every repository takes; both drivers speak the same PostgreSQL dialect. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  driver: 'pglite' | 'postgres'
  /**
   * Applies the migrations in apps/server/migrations that have not run yet, then the modules'
   * trigger files when they changed (decision 049); tests pass another folder of modules.
   */
  migrate(modulesDir?: string): Promise<void>
  /** Cheap round trip for the health check. */
  ping(): Promise<void>
  /**
   * Calls `onMessage` with each payload notified on `channel` after its transaction commits, from
   * any instance on PostgreSQL, in process on PGlite. `onLost` runs when the listening connection
   * is lost, `onReconnect` when it is back (messages sent meanwhile are lost). Answers a function
   * that stops listening.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    events?: ListenEvents,
  ): Promise<() => Promise<void>>
  close(): Promise<void>
  /** Reports each statement's duration in seconds from now on (the operators' metrics, decision 052). */
  timeQueries(listener: (seconds: number) => void): void
  /** The PostgreSQL pool's connections now; undefined on the embedded database, which has one. */
  poolUse(): PoolUse | undefined
  /**
   * Where a read that tolerates a short lag runs (decision 087): a healthy replica that has
   * replayed past `after` (the reader's last write, a WAL position), in turn, else the primary.
   * Without DATABASE_REPLICA_URLS, and always on the embedded database, it is `db` itself.
   */
  reads(after?: string): ReadDb
  /** The primary's WAL position now, past every write committed before the call; undefined without replicas. */
  writePosition(): Promise<string | undefined>
  /** The replicas' health for the metrics; none without DATABASE_REPLICA_URLS. */
  replicaHealth(): ReplicaHealth[]
  /** Reports where each routed read's statement was answered, and each replica skipped. */
  watchReads(events: ReadEvents): void
}

/** A read's database: `replica` when it is a replica's (what it shows may lag, decision 087). */
export interface ReadDb {
  db: Db
  replica: boolean
}

/** What a database without replicas answers about them: every read on the primary, nothing to watch. */
const withoutReplicas = (db: Db) => ({
  reads: () => ({ db, replica: false }),
  writePosition: async () => undefined,
  replicaHealth: () => [],
  watchReads: () => {},
})

export interface PoolUse {
  open: number
  idle: number
  /** Requests waiting for a connection: all `max` are busy. */
  waiting: number
  max: number
}

export interface ListenEvents {
  onLost?: () => void
  onReconnect?: () => void
}

/**
 * PostgreSQL when a connection URL is given; otherwise embedded PGlite in `dataDir/pgdata`
 * (or in memory when dataDir is 'memory://', for tests). See docs/decisions/001.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options)
  return openPglite(options.dataDir)
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined
  dataDir: string
  /** DATABASE_REPLICA_URLS: PostgreSQL streaming replicas of `databaseUrl` for lag-tolerant reads. */
  databaseReplicaUrls?: readonly string[] | undefined
  /** REPLICA_MAX_LAG_MS: a replica further behind is skipped. */
  replicaMaxLagMs?: number | undefined
  /** Connections each replica's pool opens at most (the primary's by default; tests keep it small). */
  replicaPoolMax?: number | undefined
  /** DATABASE_POOL_MAX: connections the primary's pool opens at most (10 unless set). */
  databasePoolMax?: number | undefined
}

async function openPglite(dataDir: string): Promise<Database> {
  if (dataDir === 'memory://') return pgliteDatabase(await createPglite(undefined))
  const unlock = await lockDataDir(dataDir)
  try {
    const location = path.join(dataDir, 'pgdata')
    await fs.mkdir(location, { recursive: true })
    const database = pgliteDatabase(await createPglite(location))
    return {
      ...database,
      close: async () => {
        await database.close()
        await unlock()
      },
    }
  } catch (err) {
    await unlock()
    throw err
  }
}

function createPglite(location: string | undefined) {
  return PGlite.create(location, {
    postgresqlconf: EMBEDDED_SETTINGS,
    // A first start runs initdb in a second PostgreSQL inside this process; with the same small
    // buffer cache its WebAssembly heap grows less, and so does the first start (decision 030).
    initDbStartParams: EMBEDDED_SETTINGS.flatMap((setting) => ['-c', setting]),
  })
}

/**
 * The embedded database's memory (issue 14: resident memory after start ≤ 250 MB, decision 030).
 * PGlite keeps PostgreSQL's shared memory inside its WebAssembly heap and touches all of it at
 * start, so every MB of shared buffers is a MB of resident memory from the first second: the
 * default 128 MB, and 64 MB per index build on the first start's migrations, made the server about
 * 320 MB warm and 800 MB after a first start; 32 MB still left it near 290 MB. The data files
 * still sit in the operating system's page cache, so a smaller buffer cache costs a copy, not a
 * disk read.
 */
export const EMBEDDED_SETTINGS = ['shared_buffers=16MB', 'maintenance_work_mem=16MB']

/** The Database of an open PGlite client (tests start theirs from a prepared copy, see test/). */
export function pgliteDatabase(client: PGlite): Database {
  const timing = createQueryTiming()
  timing.pglite(client)
  const db = drizzlePglite({ client, schema }) as unknown as Db
  return {
    db,
    driver: 'pglite',
    migrate: async (modulesDir = paths.modules) => {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: paths.migrations })
      const runner: ScriptRunner = {
        query: async <T>(text: string, params: unknown[]) => (await client.query<T>(text, params)).rows,
        exec: async (text) => {
          await client.exec(text)
        },
      }
      await applyTriggerFiles(runner, { modules: modulesDir, migrations: paths.migrations })
    },
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    listen: (channel, onMessage) => client.listen(channel, onMessage),
    close: () => client.close(),
    timeQueries: timing.listen,
    poolUse: () => undefined,
    ...withoutReplicas(db),
  }
}

/**
 * The web's sessions answer many short statements at once (decision 031): no JIT compilation (tens
 * of milliseconds to save a few on a big plan) and no parallel workers (starting them costs more
 * than the statements they would share, and two cores are already busy with other requests). Each
 * named statement (db/named-statements.ts) is planned once per connection, not on every request:
 * planning took four times as long as running a member's feed page (decision 041).
 */
const WEB_SESSION_OPTIONS = '-c jit=off -c max_parallel_workers_per_gather=0'

/**
 * The PostgreSQL driver, loaded only when DATABASE_URL asks for it: the embedded default never
 * needs it, and loading it would cost every start on PGlite memory (issue 14, decision 030).
 */
async function postgresDriver() {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ])
  return { pg, drizzle, migrate }
}
type PostgresDriver = Awaited<ReturnType<typeof postgresDriver>>

/** Connections an instance's pool opens at most unless DATABASE_POOL_MAX says otherwise. */
const POOL_MAX = 10

async function openPostgres(connectionString: string, options: DatabaseOptions): Promise<Database> {
  const driver = await postgresDriver()
  const timing = createQueryTiming()
  /** A pool as the web's sessions want it: their options, named statements, each statement timed. */
  const makePool = (config: PoolConfig) => {
    const pool = new driver.pg.Pool({ idleTimeoutMillis: 30_000, options: WEB_SESSION_OPTIONS, ...config })
    // A dropped idle connection must not crash the process; the next query reconnects.
    pool.on('error', () => {})
    nameStatements(pool)
    pool.on('connect', timing.pgClient)
    return pool
  }
  const poolMax = options.databasePoolMax ?? POOL_MAX
  const pool = makePool({ connectionString, max: poolMax })
  const db = driver.drizzle({ client: pool, schema }) as unknown as Db
  const replicaUrls = options.databaseReplicaUrls ?? []
  const { close: closeReplicas, ...routing } =
    replicaUrls.length === 0
      ? { ...withoutReplicas(db), close: async () => {} }
      : await routeReads(driver, pool, {
          urls: replicaUrls,
          maxLagMs: options.replicaMaxLagMs ?? 2_000,
          poolMax: options.replicaPoolMax ?? poolMax,
          makePool,
        })
  return {
    db,
    driver: 'postgres',
    migrate: (modulesDir = paths.modules) => migrateWithLock(driver, pool, modulesDir),
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    listen: (channel, onMessage, events) =>
      listenPostgres(driver, connectionString, channel, onMessage, events),
    close: async () => {
      // The replicas' checks read the primary: they stop first.
      await closeReplicas()
      await pool.end()
    },
    timeQueries: timing.listen,
    poolUse: () => ({
      open: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: poolMax,
    }),
    ...routing,
  }
}

/**
 * Lag-tolerant reads over the replicas (db/replicas.ts), each with a Db of its own made once; the
 * primary's for those reads is a Db of its own too, so the metrics count where each read went.
 */
async function routeReads(
  driver: PostgresDriver,
  primary: Pool,
  options: {
    urls: readonly string[]
    maxLagMs: number
    poolMax: number
    makePool: (config: PoolConfig) => Pool
  },
) {
  let events: ReadEvents | undefined
  const dbOf = (client: ReadClient) =>
    driver.drizzle({ client: client as unknown as Pool, schema }) as unknown as Db
  const replicas = openReplicas({ ...options, primary, dbOf })
  const onPrimary = primary.query.bind(primary) as ReadClient['query']
  const primaryReads = dbOf({
    query: async (...args) => {
      const result = await onPrimary(...args)
      events?.read('primary')
      return result
    },
  })
  await replicas.ready
  return {
    reads(after?: string) {
      const chosen = replicas.choose(after === undefined ? undefined : parseLsn(after))
      return chosen ? { db: chosen, replica: true } : { db: primaryReads, replica: false }
    },
    async writePosition() {
      const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')
      return rows[0]?.lsn
    },
    replicaHealth: replicas.health,
    watchReads(listener: ReadEvents) {
      events = listener
      replicas.watch(listener)
    },
    close: replicas.close,
  }
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries), reconnecting a
 * second after it is lost for as long as the listener is wanted.
 */
async function listenPostgres(
  driver: PostgresDriver,
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  events: ListenEvents = {},
) {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`)
  let current: Client | null = null
  let stopped = false
  let retry: NodeJS.Timeout | undefined
  const retryLater = () => {
    if (stopped || retry) return
    retry = setTimeout(() => {
      retry = undefined
      open().then(() => events.onReconnect?.(), retryLater)
    }, 1000)
  }
  const open = async () => {
    const client = new driver.pg.Client({ connectionString })
    const lost = () => {
      if (current !== client) return
      current = null
      client.end().catch(() => {})
      events.onLost?.()
      retryLater()
    }
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '')
    })
    client.on('error', lost)
    client.on('end', lost)
    try {
      await client.connect()
      await client.query(`LISTEN ${channel}`)
    } catch (err) {
      client.end().catch(() => {})
      throw err
    }
    if (stopped) await client.end().catch(() => {})
    else current = client
  }
  await open()
  return async () => {
    stopped = true
    clearTimeout(retry)
    const client = current
    current = null
    await client?.end().catch(() => {})
  }
}

// Several instances may start at once against one PostgreSQL: an advisory lock held on one
// connection makes them apply migrations and trigger files one after another instead of racing
// (two transactions replacing one function at once: "tuple concurrently updated").
const MIGRATION_LOCK = 0x4b696e64 // "Kind"

async function migrateWithLock(driver: PostgresDriver, pool: Pool, modulesDir: string) {
  const client = await pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    await driver.migrate(driver.drizzle({ client, schema }), { migrationsFolder: paths.migrations })
    const runner: ScriptRunner = {
      query: async <T>(text: string, params: unknown[]) => (await client.query(text, params)).rows as T[],
      exec: async (text) => {
        await client.query(text)
      },
    }
    await applyTriggerFiles(runner, { modules: modulesDir, migrations: paths.migrations })
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
    client.release()
  }
}
