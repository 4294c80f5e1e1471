// How many statements each route of bench/scale.mjs sends to PostgreSQL on a warm server, all of them
// (reads, writes, transaction control, the server's own bookkeeping), through the recording relay
// (sql-recorder.mjs): each round trip to the database costs both processes a write and a wake-up,
// whatever the statement does.
//
//   npx tsx bench/scale/statements.mjs [--only a,b] [--show]   (SCALE_LARGE_URL names another database)
//
// Each chosen route is asked three times to warm it, then REQUESTS times, one at a time; printed,
// nothing written. --show prints the first statement texts of the last request.
import { liftedRateLimits, requireBuild, startServer } from '../lib.mjs'
import { readFixtures } from './fixtures.mjs'
import { routeContext, scaleRoutes } from './routes.mjs'
import { startSqlRecorder } from './sql-recorder.mjs'

const DATABASE = process.env.SCALE_LARGE_URL ?? 'postgres://postgres@127.0.0.1:5432/kindred_scale'
const REQUESTS = 10
const onlyAt = process.argv.indexOf('--only')
const only = onlyAt === -1 ? null : process.argv[onlyAt + 1].split(',')
const show = process.argv.includes('--show')

requireBuild()
const fixtures = await readFixtures(DATABASE)
const recorder = await startSqlRecorder(DATABASE)
const server = await startServer({
  DATABASE_URL: recorder.url,
  RATE_LIMITS: liftedRateLimits(['loginPerIp']),
})
try {
  const routes = scaleRoutes(await routeContext(server.origin, fixtures)).filter(
    ([name, kind]) => kind !== 'write' && (only === null || only.some((part) => name.includes(part))),
  )
  const ask = async (o) => {
    const res = await fetch(o.url, { method: o.method ?? 'GET', headers: o.headers, body: o.body })
    await res.arrayBuffer()
    return res.status
  }
  for (const [name, , options] of routes) {
    for (let i = 0; i < 3; i++) await ask(options)
    // Let announcements and the like that the warming set off arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 50))
    recorder.take()
    let status
    let last = []
    let total = 0
    for (let i = 0; i < REQUESTS; i++) {
      status = await ask(options)
      last = recorder.take()
      total += last.length
    }
    console.log(`${name}: ${(total / REQUESTS).toFixed(1)} statements a request (answer ${status})`)
    if (show)
      for (const statement of last)
        console.log(
          `    ${(statement.text ?? '(unknown)').replace(/\s+/g, ' ').slice(0, process.env.SHOW_CHARS ? Number(process.env.SHOW_CHARS) : 160)}`,
        )
  }
} finally {
  await server.stop()
  await recorder.close()
}
