// The replica bench of issue 39 (decision 087): members' and visitors' reads on two instances with
// one PostgreSQL primary alone (A) and with the primary and one streaming replica (B,
// DATABASE_REPLICA_URLS), at a million memories, in one run, with the CPU each read cost the
// servers, the primary and the replica. The reads are bench:scale's, with tag counts and statistics
// (replicas/routes.mjs); both instances of a configuration are loaded at once, A and B in turns.
// The cluster is its own (replica-cluster.ts): a primary filled by `npm run seed:load` (4–5
// minutes and 6 GB at 1M, in the system's temporary folder), then a replica made from it;
// everything is removed at the end, Ctrl-C included.
//
//   npm run bench:replicas -- [--memories 1000000] [--only feed,search] [--no-write]
//     [--redis-url redis://127.0.0.1:6379] [--visitor-cache-ms N]
//
// BENCH_SECONDS (default 10) per route and configuration, in BENCH_ROUNDS (default 3) turns that
// alternate A and B; BENCH_CONNECTIONS (default 10) per instance. --only keeps the routes whose
// names contain one of the words. Writes bench/results/replicas-postgresql-<date>.{json,md}; with
// --no-write it prints the Markdown instead. Exit code 1 when no read reached the replica.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { build } from '../scripts/build.mjs'
import { freePort, liftedRateLimits, startServer, writeResult } from './lib.mjs'
import { machine } from './machine.mjs'
import { CLUSTER_SETTINGS, loadedCluster } from './replicas/cluster.mjs'
import { configurationMeter, named, readsByPool, scrape } from './replicas/meter.mjs'
import { ratio, readerOf, replicasMarkdown, summaryByReader } from './replicas/report.mjs'
import { replicaRoutes } from './replicas/routes.mjs'
import { readFixtures } from './scale/fixtures.mjs'
import { measure, measureInTurns } from './scale/measure.mjs'
import { routeContext } from './scale/routes.mjs'

const { values: args } = parseArgs({
  options: {
    memories: { type: 'string', default: '1000000' },
    only: { type: 'string' },
    'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379' },
    'visitor-cache-ms': { type: 'string' },
    'no-write': { type: 'boolean', default: false },
  },
})
const MEMORIES = Number(args.memories)
if (!Number.isInteger(MEMORIES) || MEMORIES < 1000)
  throw new Error('--memories takes a whole number from 1000')
const load = {
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  rounds: Number(process.env.BENCH_ROUNDS ?? 3),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
}
const turn = { duration: Math.max(1, Math.round(load.seconds / load.rounds)), connections: load.connections }
const only = args.only?.split(',') ?? null
const chosen = (name) => only === null || only.some((part) => name.includes(part))
const log = (line) => console.error(`replicas: ${new Date().toISOString().slice(11, 19)} ${line}`)
const oneMinuteLoad = () => Number(os.loadavg()[0].toFixed(2))

build({ ifChanged: true })
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-replicas-bench-'))
const running = { cluster: null, loader: null, servers: [], meters: [] }
let cleaning = null
// Servers first (their pools), then our own connections, then PostgreSQL: nothing is left behind.
const cleanUp = () =>
  (cleaning ??= (async () => {
    if (running.loader?.exitCode === null) process.kill(-running.loader.pid, 'SIGTERM')
    const alive = (server) => server.child.exitCode === null && server.child.signalCode === null
    await Promise.all(running.servers.filter(alive).map((server) => server.stop()))
    for (const meter of running.meters) await meter.close().catch(() => {})
    await running.cluster?.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })())
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => void cleanUp().finally(() => process.exit(130)))

const common = {
  DATA_DIR: dataDir,
  REDIS_URL: args['redis-url'],
  RATE_LIMITS: liftedRateLimits(['loginPerIp']),
  ...(args['visitor-cache-ms'] === undefined ? {} : { VISITOR_CACHE_MS: args['visitor-cache-ms'] }),
}

/** Two instances of one configuration, signed in, with their routes and a meter for their CPU. */
async function startConfiguration(name, env, db, fixtures) {
  const applicationName = `kindred-bench-${name.toLowerCase()}`
  const instances = []
  for (let i = 0; i < 2; i++) {
    // Metrics on a port of their own: no route more on the app, and the same in both configurations.
    const metricsPort = await freePort()
    const server = await startServer({
      ...common,
      DATABASE_URL: named(db.primaryUrl, applicationName),
      ...(env.replica ? { DATABASE_REPLICA_URLS: named(db.replicaUrl, applicationName) } : {}),
      METRICS_PORT: String(metricsPort),
    })
    running.servers.push(server)
    const routes = replicaRoutes(await routeContext(server.origin, fixtures)).filter(([route]) =>
      chosen(route),
    )
    instances.push({ server, metricsPort, routes })
  }
  const meter = await configurationMeter({
    servers: instances.map((instance) => instance.server.child.pid),
    primaryUrl: db.primaryUrl,
    replicaUrl: env.replica ? db.replicaUrl : undefined,
    applicationName,
  })
  running.meters.push(meter)
  return { name, instances, meter, metricsPorts: instances.map((instance) => instance.metricsPort) }
}

/** The options of route `index` on every instance of a configuration: one autocannon each. */
const onEvery = (configuration, index) => configuration.instances.map((instance) => instance.routes[index][2])

try {
  log(`a primary of our own with ${MEMORIES.toLocaleString('en')} memories (seed:load), then its replica`)
  const db = await loadedCluster(
    MEMORIES,
    (cluster) => (running.cluster = cluster),
    (child) => (running.loader = child),
  )
  log(`loaded in ${db.load_s} s (${db.database_gb} GB), replica copied in ${db.base_backup_s} s`)
  const [{ server_version: version }] = await running.cluster.primary.query('show server_version')
  const fixtures = await readFixtures(db.primaryUrl)
  const a = await startConfiguration('A', { replica: false }, db, fixtures)
  const b = await startConfiguration('B', { replica: true }, db, fixtures)
  const routes = a.instances[0].routes
  log(`${routes.length} routes, A and B warm-up`)
  for (const configuration of [a, b])
    for (const index of routes.keys())
      await measure(onEvery(configuration, index), { duration: 1, connections: load.connections })

  const loadAtStart = oneMinuteLoad()
  const results = {}
  for (const [index, [name, kind]] of routes.entries()) {
    const before = await readsByPool(b.metricsPorts)
    const [onA, onB] = await measureInTurns([onEvery(a, index), onEvery(b, index)], turn, load.rounds, [
      a.meter,
      b.meter,
    ])
    const after = await readsByPool(b.metricsPorts)
    const route = {
      kind,
      reader: readerOf(name, kind),
      a: onA,
      b: onB,
      b_to_a: ratio(onB.requests_per_s, onA.requests_per_s),
      // Under 10 µs a request the primary does next to nothing either way: no ratio to speak of.
      primary_cpu_b_to_a: onA.cpu_ms.primary < 0.01 ? null : ratio(onB.cpu_ms.primary, onA.cpu_ms.primary),
      moved_reads: { primary: after.primary - before.primary, replica: after.replica - before.replica },
    }
    results[name] = route
    log(
      `${name}: A ${onA.requests_per_s} req/s, B ${onB.requests_per_s} (${route.b_to_a}); primary CPU ${onA.cpu_ms.primary} → ${onB.cpu_ms.primary} ms, replica ${onB.cpu_ms.replica} ms; moved reads on the replica ${route.moved_reads.replica} of ${route.moved_reads.primary + route.moved_reads.replica}`,
    )
  }
  const metricsOfB = await scrape(b.metricsPorts)
  const result = {
    benchmark: 'replicas',
    date: new Date().toISOString(),
    database: 'postgresql',
    memories: fixtures.memories,
    machine: machine(),
    cluster: {
      version,
      settings: CLUSTER_SETTINGS,
      database_gb: db.database_gb,
      load_s: db.load_s,
      base_backup_s: db.base_backup_s,
    },
    servers: {
      instances: 2,
      redis: Boolean(common.REDIS_URL),
      // The server's defaults unless --visitor-cache-ms says otherwise (config.ts).
      visitor_cache_ms: Number(common.VISITOR_CACHE_MS ?? 2000),
      replica_max_lag_ms: 2000,
    },
    duration_s: turn.duration * load.rounds,
    rounds: load.rounds,
    connections_per_instance: load.connections,
    load_average: { start: loadAtStart, end: oneMinuteLoad() },
    routes: results,
    summary: summaryByReader(results),
    replica: {
      moved_reads: Object.fromEntries(
        ['primary', 'replica'].map((pool) => [
          pool,
          Object.values(results).reduce((total, r) => total + r.moved_reads[pool], 0),
        ]),
      ),
      skipped: Object.fromEntries(
        ['down', 'lagging', 'not_in_recovery', 'failed']
          .map((reason) => [reason, metricsOfB('kindred_db_replica_skipped_total', `reason="${reason}"`)])
          .filter(([, n]) => n > 0),
      ),
      healthy_at_end: metricsOfB('kindred_db_replica_healthy'),
    },
  }
  const markdown = replicasMarkdown(result)
  if (args['no-write']) console.log(markdown)
  else writeResult('replicas-postgresql', result, markdown)
  if (result.replica.moved_reads.replica === 0) {
    console.error('replicas: no read reached the replica')
    process.exitCode = 1
  }
} finally {
  await cleanUp()
}
