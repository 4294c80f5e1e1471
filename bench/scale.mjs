// Speed at a million memories (issue 14, SPEC §11 "Performance"): on PostgreSQL databases filled by
// `npm run seed:load`, one of 10,000 memories and one of 1,000,000, every list, search, details, the
// batch status calls and the write paths, for a visitor and for a signed-in person, as requests/s and
// p50/p95/p99 under concurrent load, beside a plain Fastify hello-world started in the same run (the
// 100 % line); then the 1M ÷ 10k ratios and the targets, each met or missed; then, at 1M, the
// `EXPLAIN (ANALYZE, BUFFERS)` of every statement each list request runs.
//
//   npm run seed:load -- --memories 10000 --database-url postgres://…/kindred_scale_10k
//   npm run seed:load -- --memories 1000000 --database-url postgres://…/kindred_scale
//   npx tsx bench/scale.mjs   (SCALE_SMALL_URL, SCALE_LARGE_URL name other databases)
//   npx tsx bench/scale.mjs --only comments,notifications   (those routes only, printed, nothing written)
//   npx tsx bench/scale.mjs --only 000,cursor   (page 1,000 by number and by cursor)
//
// BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) per route and size, measured in
// SCALE_ROUNDS (default 3) turns that alternate between the two sizes. The write rows add memories
// and comments by the signed-in person; they are deleted at the end. Writes
// bench/results/scale-postgresql-<date>.{json,md} and scale-explain-postgresql-<date>.md.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawn } from 'node:child_process'
import { build } from '../scripts/build.mjs'
import { machine } from './machine.mjs'
import { ROOT, freePort, liftedRateLimits, startServer, writeResult } from './lib.mjs'
import { cpuMeter } from './scale/cpu.mjs'
import { explainRequests } from './scale/explain.mjs'
import { readFixtures, removeWrites } from './scale/fixtures.mjs'
import { measure, measureInTurns } from './scale/measure.mjs'
import { routeContext, scaleRoutes } from './scale/routes.mjs'
import { startSqlRecorder } from './scale/sql-recorder.mjs'
import { checkTargets } from './scale/targets.mjs'
import { scaleMarkdown } from './scale/report.mjs'

const SERVER = process.env.SCALE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432'
const SMALL = process.env.SCALE_SMALL_URL ?? `${SERVER}/kindred_scale_10k`
const LARGE = process.env.SCALE_LARGE_URL ?? `${SERVER}/kindred_scale`
const load = {
  duration: Number(process.env.BENCH_SECONDS ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  rounds: Number(process.env.SCALE_ROUNDS ?? 3),
}
const RATE_LIMITS = liftedRateLimits([
  'loginPerIp',
  'memoriesPerUser',
  'newAccountMemoriesPerDay',
  'memoryChangesPerUser',
  'commentsPerUser',
  'reactionsPerUser',
])
// Each route: `rounds` turns per size, together BENCH_SECONDS per size.
const turn = { duration: Math.max(1, Math.round(load.duration / load.rounds)), connections: load.connections }
const oneMinuteLoad = () => Number(os.loadavg()[0].toFixed(2))
// --only a,b: the routes whose names contain one of these, to try a change; the results are not kept.
const onlyAt = process.argv.indexOf('--only')
const only = onlyAt === -1 ? null : process.argv[onlyAt + 1].split(',')
const chosen = (name) => only === null || only.some((part) => name.includes(part))

build({ ifChanged: true })

async function startHelloWorld() {
  const port = await freePort()
  const child = spawn(process.execPath, [path.join(ROOT, 'bench/scale/hello-world.mjs'), String(port)], {
    stdio: 'inherit',
  })
  const url = `http://127.0.0.1:${port}/`
  for (;;) {
    try {
      if ((await fetch(url)).ok) break
    } catch {
      await new Promise((r) => setTimeout(r, 20))
    }
  }
  return { url, stop: () => new Promise((resolve) => (child.on('exit', resolve), child.kill('SIGTERM'))) }
}

/** One database's server, signed in, with the routes it is measured on. */
async function prepare(databaseUrl) {
  const fixtures = await readFixtures(databaseUrl)
  const server = await startServer({ DATABASE_URL: databaseUrl, RATE_LIMITS })
  const meter = await cpuMeter(server.child.pid, databaseUrl)
  const routes = scaleRoutes(await routeContext(server.origin, fixtures))
  const warm = { duration: 1, connections: load.connections }
  for (const [name, kind, options] of routes)
    if (kind !== 'write' && chosen(name)) await measure(options, warm)
  return { databaseUrl, fixtures, server, meter, routes }
}

/**
 * Both databases, each on its own server, every route measured on one then the other in turns
 * (measure.mjs), with hello-world measured before and after.
 */
async function runBoth(hello) {
  const sizes = [await prepare(SMALL), await prepare(LARGE)]
  console.error(sizes.map((s) => s.fixtures.memories.toLocaleString('en')).join(' and ') + ' memories')
  const helloBefore = await measure({ url: hello.url }, load)
  const results = sizes.map(() => ({}))
  for (const [index, [name, kind]] of sizes[0].routes.entries()) {
    if (!chosen(name)) continue
    const variants = sizes.map((size) => size.routes[index][2])
    // A write is warmed here rather than with the reads: its rows would otherwise be in the
    // feeds the reads measure. Like every read, it is measured warm (plans made, code compiled).
    if (kind === 'write') for (const options of variants) await measure(options, { ...turn, duration: 1 })
    const measured = await measureInTurns(
      variants,
      turn,
      load.rounds,
      sizes.map((size) => size.meter),
    )
    measured.forEach((figures, i) => (results[i][name] = { kind, ...figures }))
    console.error(
      `  ${name}: ${measured.map((m) => `${m.requests_per_s} req/s p50 ${m.p50_ms} ms p95 ${m.p95_ms} ms p99 ${m.p99_ms} ms, CPU ${m.cpu_ms.server} + ${m.cpu_ms.database} ms`).join(' | ')}`,
    )
  }
  const helloAfter = await measure({ url: hello.url }, load)
  const helloRps = Math.round((helloBefore.requests_per_s + helloAfter.requests_per_s) / 2)
  const runs = []
  for (const [i, size] of sizes.entries()) {
    await size.meter.close()
    await size.server.stop()
    await removeWrites(size.databaseUrl, size.fixtures)
    for (const route of Object.values(results[i]))
      route.to_hello = Number((route.requests_per_s / helloRps).toFixed(3))
    runs.push({
      memories: size.fixtures.memories,
      hello: { requests_per_s: helloRps, before: helloBefore, after: helloAfter },
      routes: results[i],
    })
  }
  return runs
}

/** At 1M: the plans of every statement each read route runs, through the recording relay. */
async function explainOn(databaseUrl) {
  const fixtures = await readFixtures(databaseUrl)
  const recorder = await startSqlRecorder(databaseUrl)
  const server = await startServer({ DATABASE_URL: recorder.url, RATE_LIMITS })
  try {
    const routes = scaleRoutes(await routeContext(server.origin, fixtures)).filter(
      ([, kind]) => kind !== 'write' && kind !== 'floor',
    )
    const requests = routes.map(([name, , o]) => [
      name,
      () => fetch(o.url, { method: o.method ?? 'GET', headers: o.headers, body: o.body }),
    ])
    return await explainRequests(databaseUrl, recorder, requests)
  } finally {
    await server.stop()
    await recorder.close()
  }
}

async function writePlans(date) {
  const plans = await explainOn(LARGE)
  const explainFile = path.join(ROOT, 'bench/results', `scale-explain-postgresql-${date.slice(0, 10)}.md`)
  fs.writeFileSync(
    explainFile,
    `# Plans at a million memories (${date.slice(0, 10)})\n\n` +
      `Every read statement each route of bench/scale.mjs runs, recorded on its way to PostgreSQL and run\n` +
      `again under \`EXPLAIN (ANALYZE, BUFFERS)\` with the same values, on a warm database.\n\n${plans.join('\n\n')}\n`,
  )
  console.log(`plans: ${path.relative(ROOT, explainFile)}`)
}

// --plans-only: the plans at 1M without the measurements (a minute instead of a quarter of an hour).
if (process.argv.includes('--plans-only')) {
  await writePlans(new Date().toISOString())
  process.exit(0)
}

const loadAtStart = oneMinuteLoad()
const hello = await startHelloWorld()
const [small, large] = await runBoth(hello)
await hello.stop()
if (only !== null) {
  console.log(`hello-world ${small.hello.requests_per_s} req/s; nothing written (--only)`)
  process.exit(0)
}
const result = {
  benchmark: 'scale',
  date: new Date().toISOString(),
  database: 'postgresql',
  duration_s: turn.duration * load.rounds,
  rounds: load.rounds,
  connections: load.connections,
  load_average: { start: loadAtStart, end: oneMinuteLoad() },
  machine: machine(),
  small,
  large,
  targets: checkTargets(small, large),
}
writeResult('scale-postgresql', result, scaleMarkdown(result))
await writePlans(result.date)
