import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { Database, PoolUse } from '../db/client'
import type { ReplicaHealth } from '../db/replicas'
import type { Metrics, OutboxDepth, StreamUse } from './metrics'

/** Seconds: a cached answer takes a millisecond, a password's hash a few hundred. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5]

/** The methods a route is declared with; anything else is counted as OTHER, never by its name. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

export interface AnsweredRequest {
  method: string
  /** The route's pattern (`/api/v1/memories/:id`), or `(no route)` for a 404 no route matched. */
  route: string
  status: number
}

/**
 * The app's Prometheus series, in a registry of its own: tests build many apps in one process, and
 * prom-client's global registry would refuse the second app's series (decision 052). Loaded only
 * when metrics are on, so an instance without them never loads prom-client.
 */
export function createPrometheusMetrics() {
  const registry = new Registry()
  const registers = [registry]
  collectDefaultMetrics({ register: registry })

  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter({ name, help, labelNames, registers })
  const histogram = <L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    buckets: number[],
  ) => new Histogram({ name, help, labelNames, buckets, registers })

  const requestLabels = ['method', 'route', 'status'] as const
  const requests = counter(
    'kindred_http_requests_total',
    'Requests answered, by method, route pattern and status.',
    requestLabels,
  )
  const durations = histogram(
    'kindred_http_request_duration_seconds',
    'Time to answer a request, by method, route pattern and status.',
    requestLabels,
    REQUEST_BUCKETS,
  )
  const serverErrors = counter(
    'kindred_http_server_errors_total',
    'Requests answered with a 5xx status, by route pattern.',
    ['route'],
  )
  const refusals = counter(
    'kindred_rate_limit_refusals_total',
    'Attempts refused by a rate limit, by the limit’s name.',
    ['limit'],
  )
  const queries = histogram(
    'kindred_db_query_duration_seconds',
    'Time the database took to answer a statement.',
    [],
    QUERY_BUCKETS,
  )
  const sent = counter('kindred_outbox_sent_total', 'Messages the outbox sent, by channel.', ['channel'])
  const failures = counter(
    'kindred_outbox_failures_total',
    'Sends that failed, by channel and outcome (retry later, or dropped after the last retry).',
    ['channel', 'outcome'],
  )

  let readOutbox: (() => Promise<OutboxDepth[]>) | undefined
  // Both outbox gauges are collected together at a scrape: they share one read of the table.
  let reading: Promise<OutboxDepth[]> | undefined
  const outboxNow = () =>
    (reading ??= (readOutbox?.() ?? Promise.resolve([])).finally(() => {
      reading = undefined
    }))
  const outboxGauge = (name: string, help: string, value: (depth: OutboxDepth) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['channel'] as const,
      registers,
      async collect() {
        // Every channel is in each read (0 when empty), so none is left at an old value.
        for (const depth of await outboxNow()) this.set({ channel: depth.channel }, value(depth))
      },
    })
  outboxGauge('kindred_outbox_jobs', 'Jobs waiting in the outbox (all instances), by channel.', (d) => d.jobs)
  outboxGauge(
    'kindred_outbox_oldest_job_age_seconds',
    'How long the oldest job waiting in the outbox has waited, by channel.',
    (d) => d.oldestSeconds,
  )

  let readStreams: (() => StreamUse) | undefined
  new Gauge({
    name: 'kindred_notification_streams_open',
    help: 'Notification streams open on this instance.',
    registers,
    collect() {
      if (readStreams) this.set(readStreams().open)
    },
  })
  new Gauge({
    name: 'kindred_notification_streams_max',
    help: 'Notification streams this instance takes at most (NOTIFICATION_STREAMS_MAX).',
    registers,
    collect() {
      if (readStreams) this.set(readStreams().max)
    },
  })

  const metrics: Metrics = {
    enabled: true,
    rateLimitRefused: (limit) => refusals.inc({ limit }),
    outboxSent: (channel) => sent.inc({ channel }),
    outboxFailed: (channel, outcome) => failures.inc({ channel, outcome }),
    watchOutbox: (read) => {
      readOutbox = read
    },
    watchStreams: (read) => {
      readStreams = read
    },
  }

  return {
    metrics,
    registry,
    /**
     * One answered request; its route is the pattern, never the URL it was called with. Without
     * `seconds` (a stream) it is counted but not timed.
     */
    answered(request: AnsweredRequest, seconds: number | undefined) {
      const route = request.route
      const labels = {
        method: METHODS.has(request.method) ? request.method : 'OTHER',
        route,
        status: String(request.status),
      }
      requests.inc(labels)
      if (seconds !== undefined) durations.observe(labels, seconds)
      if (request.status >= 500) serverErrors.inc({ route })
    },
    queried: (seconds: number) => queries.observe(seconds),
    /** The PostgreSQL pool's use, read at each scrape (the embedded database has no pool). */
    watchPool(read: () => PoolUse | undefined) {
      const gauge = (name: string, help: string, value: (use: PoolUse) => number) =>
        new Gauge({
          name,
          help,
          registers,
          collect() {
            const use = read()
            if (use) this.set(value(use))
          },
        })
      if (!read()) return
      gauge('kindred_db_pool_connections', 'Connections the pool holds open.', (use) => use.open)
      gauge('kindred_db_pool_idle_connections', 'Open connections not in use.', (use) => use.idle)
      gauge('kindred_db_pool_waiting_requests', 'Requests waiting for a connection.', (use) => use.waiting)
      gauge('kindred_db_pool_max_connections', 'Connections the pool opens at most.', (use) => use.max)
    },
    /** The lag-tolerant reads and the replicas they go to (decision 087); nothing without replicas. */
    watchReplicas(database: Pick<Database, 'replicaHealth' | 'watchReads'>) {
      if (database.replicaHealth().length === 0) return
      const reads = counter(
        'kindred_db_reads_total',
        'Statements of lag-tolerant reads, by the pool that answered them (primary or replica).',
        ['pool'],
      )
      const skipped = counter(
        'kindred_db_replica_skipped_total',
        'Times a replica was taken out of the reads, by reason (down, lagging, not_in_recovery, failed).',
        ['reason'],
      )
      database.watchReads({
        read: (pool) => reads.inc({ pool }),
        skipped: (reason) => skipped.inc({ reason }),
      })
      const replicaGauge = (
        name: string,
        help: string,
        value: (replica: ReplicaHealth) => number | undefined,
      ) =>
        new Gauge({
          name,
          help,
          labelNames: ['replica'] as const,
          registers,
          collect() {
            for (const replica of database.replicaHealth()) {
              const current = value(replica)
              if (current !== undefined) this.set({ replica: replica.name }, current)
            }
          },
        })
      replicaGauge(
        'kindred_db_replica_lag_seconds',
        'Seconds since the replica last caught up with the primary’s position (checked twice a second).',
        (replica) => replica.lagSeconds,
      )
      replicaGauge(
        'kindred_db_replica_healthy',
        'Whether the replica takes reads now (1) or is skipped (0).',
        (replica) => (replica.healthy ? 1 : 0),
      )
    },
  }
}

export type PrometheusMetrics = ReturnType<typeof createPrometheusMetrics>
