import type { Pool, PoolConfig, QueryResult } from 'pg'
import { caughtUpAt, keepSamples, parseLsn, type PrimarySample } from './replica-lag'

/** Why a replica left the reads' rotation (a small fixed set: a label of the metrics). */
export type SkipReason = 'down' | 'lagging' | 'not_in_recovery' | 'failed'

/** Where a routed read's statement was answered. */
export type ReadPool = 'primary' | 'replica'

/** What the metrics are told (lib/prometheus-metrics.ts); nothing until they listen. */
export interface ReadEvents {
  read(pool: ReadPool): void
  skipped(reason: SkipReason): void
}

/** One replica as the metrics show it: named by its host and port, never its URL (a password). */
export interface ReplicaHealth {
  name: string
  healthy: boolean
  /** Seconds since it last caught up with the primary; undefined until it has once. */
  lagSeconds: number | undefined
}

export interface ReplicaOptions<T> {
  urls: readonly string[]
  /** REPLICA_MAX_LAG_MS: a replica further behind than this is skipped. */
  maxLagMs: number
  /** Connections each replica's pool opens at most (tests keep it to two or three). */
  poolMax: number
  /** How a pool is made: the primary's settings (session options, named statements, timing). */
  makePool(config: PoolConfig): Pool
  /** The primary's pool: its position for the health checks, and where a failed read runs again. */
  primary: Pool
  /** A statement on a replica that takes longer is given up and run on the primary. */
  readTimeoutMs?: number
  /** What a read is given for a replica (a drizzle Db over its client), made once. */
  dbOf(client: ReadClient): T
}

/** How long a replica has to answer its health check; a frozen one does not, and counts as down. */
const CHECK_TIMEOUT_MS = 1_000
const CONNECT_TIMEOUT_MS = 1_000
const READ_TIMEOUT_MS = 3_000

/**
 * The health check's period: often enough that a replica is skipped well within REPLICA_MAX_LAG_MS
 * (a lag is known to a period's precision), never more than twice a second.
 */
export const checkEveryMs = (maxLagMs: number) => Math.min(500, Math.max(50, Math.floor(maxLagMs / 4)))

type Query = (...args: unknown[]) => Promise<QueryResult>

/** A client drizzle can run reads on: `query` only (no transactions: a read never needs one). */
export interface ReadClient {
  query: Query
}

interface Replica<T> {
  name: string
  pool: Pool
  db: T
  healthy: boolean
  /** What it had replayed at its last check: a read after a write waits until it is past the write. */
  replayed: bigint | undefined
  caughtUpAt: number | undefined
  checking: Promise<void> | undefined
  checkStarted: number
}

/** Whether an error says the replica is gone (no SQLSTATE: a socket or a timeout; 08: the connection; 57P: shut down). */
const connectionLost = (err: unknown) => {
  const code = (err as { code?: unknown } | null)?.code
  return typeof code !== 'string' || code.startsWith('08') || code.startsWith('57P')
}

const nameOf = (url: string, index: number) => {
  try {
    return new URL(url).host || `replica-${index + 1}`
  } catch {
    return `replica-${index + 1}`
  }
}

/**
 * The read replicas (decision 087): a small pool each, a health check of them all every
 * `checkEveryMs`, and the choice of one for a read. A replica is used while it answers, is in
 * recovery (a promoted one is a primary nobody writes to) and has caught up with the primary within
 * `maxLagMs`; reads are spread over those in turn. A statement that fails on one is run again on the
 * primary, so no read fails because a replica went away, and the replica is skipped until its next
 * good check.
 */
export function openReplicas<T>(options: ReplicaOptions<T>) {
  const readTimeoutMs = options.readTimeoutMs ?? READ_TIMEOUT_MS
  let events: ReadEvents | undefined
  let samples: PrimarySample[] = []
  let turn = 0
  let sampling = false
  let closed = false

  const skip = (replica: Replica<T>, reason: SkipReason) => {
    if (replica.healthy) events?.skipped(reason)
    replica.healthy = false
  }

  /**
   * Runs a statement on the replica's pool; one that fails there runs again on the primary, where
   * the data is: a replica's trouble is never the reader's (a query error comes back from the
   * primary as well). A lost connection takes the replica out until its next good check.
   */
  const failingOver = (pool: Pool, lost: () => void): Query => {
    const onReplica = pool.query.bind(pool) as Query
    const onPrimary = options.primary.query.bind(options.primary) as Query
    return async (...args) => {
      try {
        const result = await onReplica(...args)
        events?.read('replica')
        return result
      } catch (err) {
        if (connectionLost(err)) lost()
        const result = await onPrimary(...args)
        events?.read('primary')
        return result
      }
    }
  }

  const replicas: Replica<T>[] = options.urls.map((url, index) => {
    const pool = options.makePool({
      connectionString: url,
      max: options.poolMax,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A frozen replica never answers: its statement is given up, its connection dropped.
      query_timeout: readTimeoutMs,
    })
    const replica: Replica<T> = {
      name: nameOf(url, index),
      pool,
      db: options.dbOf({ query: failingOver(pool, () => skip(replica, 'failed')) }),
      healthy: false,
      replayed: undefined,
      caughtUpAt: undefined,
      checking: undefined,
      checkStarted: 0,
    }
    return replica
  })

  async function checkReplica(replica: Replica<T>) {
    const started = Date.now()
    try {
      const { rows } = await replica.pool.query<{ recovery: boolean; replayed: string | null }>(
        'select pg_is_in_recovery() as recovery, pg_last_wal_replay_lsn()::text as replayed',
      )
      const [row] = rows
      if (!row?.recovery) return skip(replica, 'not_in_recovery')
      replica.replayed = parseLsn(row.replayed)
      if (replica.replayed !== undefined)
        replica.caughtUpAt = caughtUpAt(samples, replica.replayed) ?? replica.caughtUpAt
      const lag = replica.caughtUpAt === undefined ? Infinity : started - replica.caughtUpAt
      if (lag > options.maxLagMs) return skip(replica, 'lagging')
      replica.healthy = true
    } catch {
      skip(replica, 'down')
    }
  }

  async function check() {
    if (sampling || closed) return
    sampling = true
    try {
      const at = Date.now()
      const { rows } = await options.primary.query<{ lsn: string }>(
        'select pg_current_wal_lsn()::text as lsn',
      )
      const lsn = parseLsn(rows[0]?.lsn)
      if (lsn !== undefined) samples = keepSamples([...samples, { at, lsn }], at, 2 * options.maxLagMs)
    } catch {
      // The primary is unreachable: the replicas keep their state; every request fails anyway.
    } finally {
      sampling = false
    }
    await Promise.all(
      replicas.map(async (replica) => {
        if (replica.checking) {
          // Still waiting for the one before: frozen (stopped, or its machine gone) counts as down.
          if (Date.now() - replica.checkStarted > CHECK_TIMEOUT_MS) skip(replica, 'down')
          return
        }
        replica.checkStarted = Date.now()
        replica.checking = checkReplica(replica).finally(() => (replica.checking = undefined))
        const deadline = new Promise<'late'>((resolve) =>
          setTimeout(resolve, CHECK_TIMEOUT_MS, 'late').unref(),
        )
        if ((await Promise.race([replica.checking, deadline])) === 'late') skip(replica, 'down')
      }),
    )
  }

  const timer = setInterval(() => void check(), checkEveryMs(options.maxLagMs))
  // Health checks never keep a process alive that has nothing else to do.
  timer.unref()
  const first = check()

  return {
    /** Resolves after the first health check: a start with healthy replicas uses them at once. */
    ready: first,
    /**
     * A replica's Db for a read that tolerates a short lag, in turn among the healthy ones that
     * have replayed past `after` (the reader's own last write); undefined: use the primary.
     */
    choose(after?: bigint): T | undefined {
      const usable = replicas.filter(
        (replica) =>
          replica.healthy &&
          (after === undefined || (replica.replayed !== undefined && replica.replayed >= after)),
      )
      if (usable.length === 0) return undefined
      return usable[turn++ % usable.length]!.db
    },
    watch(listener: ReadEvents) {
      events = listener
    },
    health(): ReplicaHealth[] {
      const now = Date.now()
      return replicas.map((replica) => ({
        name: replica.name,
        healthy: replica.healthy,
        lagSeconds:
          replica.caughtUpAt === undefined ? undefined : Math.max(0, now - replica.caughtUpAt) / 1000,
      }))
    },
    /** Stops the checks and closes every replica's pool (before the database is closed or dropped). */
    async close() {
      closed = true
      clearInterval(timer)
      await Promise.allSettled([first, ...replicas.map((replica) => replica.checking)])
      await Promise.all(replicas.map((replica) => replica.pool.end().catch(() => {})))
    },
  }
}

export type Replicas = ReturnType<typeof openReplicas>
