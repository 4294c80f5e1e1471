// A change's cost per request against another build, on the same loaded database in the same minutes
// (issue 36): two servers, this checkout's and the one built in BASE (another worktree, e.g. main's),
// each route measured on one then the other in turns (measure.mjs), so both see the same load of a
// shared machine. Prints requests/s and CPU milliseconds a request (cpu.mjs) for each; writes nothing.
//
//   BASE=/work/main npx tsx bench/scale/ab.mjs --only 'feed page 1 (signed in),comments'
//
// BENCH_SECONDS (default 6) per route and build, in SCALE_ROUNDS (default 3) turns; SCALE_LARGE_URL
// names another database. Both builds must share the database's schema (no migration between them).
// THIS_DATABASE_URL gives this checkout's server another address of the same database (BASE may then
// be this checkout): `postgres://postgres@/kindred_scale?host=/var/run/postgresql` compares the Unix
// socket with TCP on 127.0.0.1.
// The write routes are never measured here.
import path from 'node:path'
import { build } from '../../scripts/build.mjs'
import { liftedRateLimits, startServer } from '../lib.mjs'
import { cpuMeter } from './cpu.mjs'
import { readFixtures } from './fixtures.mjs'
import { measure, measureInTurns } from './measure.mjs'
import { routeContext, scaleRoutes } from './routes.mjs'

const DATABASE = process.env.SCALE_LARGE_URL ?? 'postgres://postgres@127.0.0.1:5432/kindred_scale'
const BASE = process.env.BASE
if (!BASE) throw new Error('BASE names the checkout to compare with (its apps/server/dist must be built)')
const seconds = Number(process.env.BENCH_SECONDS ?? 6)
const rounds = Number(process.env.SCALE_ROUNDS ?? 3)
const turn = { duration: Math.max(1, Math.round(seconds / rounds)), connections: 10 }
const onlyAt = process.argv.indexOf('--only')
const only = onlyAt === -1 ? null : process.argv[onlyAt + 1].split(',')
const chosen = (name) => only === null || only.some((part) => name.includes(part))

build({ ifChanged: true })
const fixtures = await readFixtures(DATABASE)
const env = { DATABASE_URL: DATABASE, RATE_LIMITS: liftedRateLimits(['loginPerIp']) }
const builds = []
for (const [label, main, databaseUrl] of [
  ['base', path.join(path.resolve(BASE), 'apps/server/dist/main.js'), DATABASE],
  ['this', undefined, process.env.THIS_DATABASE_URL ?? DATABASE],
]) {
  const server = await startServer({ ...env, DATABASE_URL: databaseUrl }, [], main)
  const routes = scaleRoutes(await routeContext(server.origin, fixtures)).filter(
    ([name, kind]) => kind !== 'write' && chosen(name),
  )
  builds.push({ label, server, routes, meter: await cpuMeter(server.child.pid, DATABASE) })
}
try {
  for (const { routes } of builds)
    for (const [, , options] of routes) await measure(options, { duration: 1, connections: 10 })
  for (const [index, [name]] of builds[0].routes.entries()) {
    const measured = await measureInTurns(
      builds.map((b) => b.routes[index][2]),
      turn,
      rounds,
      builds.map((b) => b.meter),
    )
    const [base, now] = measured.map((m) => ({ ...m, total: m.cpu_ms.server + m.cpu_ms.database }))
    const line = (label, m) =>
      `${label} ${m.requests_per_s} req/s, CPU ${m.cpu_ms.server} + ${m.cpu_ms.database} = ${m.total.toFixed(3)} ms`
    console.log(
      `${name}: ${line('base', base)} | ${line('this', now)} | ${((100 * (now.total - base.total)) / base.total).toFixed(0)} %`,
    )
  }
} finally {
  for (const { server, meter } of builds) {
    await meter.close()
    await server.stop()
  }
}
