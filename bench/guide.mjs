// The guide under load (issue 4): throughput and latency of the content lists, the answer upsert
// and report generation, each as a ratio to a trivial route (GET /api/v1/auth/providers: no database)
// in the same run on the same server. Embedded PGlite by default; BENCH_DATABASE_URL=postgres://…
// runs it on PostgreSQL. Run after `npm run build`. Writes bench/results/guide-<db>-<date>.{json,md}.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { machine } from './machine.mjs'
import { requireBuild, routeTable, withRatios, startServer, summarize, writeResult } from './lib.mjs'

requireBuild()
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const G = '/api/v1/childhood-trauma-guide'
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-bench-guide-'))
const databaseUrl = process.env.BENCH_DATABASE_URL
const lifted = { limit: 100_000_000, windowMs: 3_600_000 }
const server = await startServer({
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  // The guide's per-address limits would stop a benchmark from one address within seconds.
  RATE_LIMITS: JSON.stringify({ guideSessionsPerIp: lifted, guideWritesPerIp: lifted }),
})
const { origin } = server
const json = { 'content-type': 'application/json', origin }
const post = async (url, body) => {
  const res = await fetch(`${origin}${url}`, { method: 'POST', headers: json, body: JSON.stringify(body) })
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`)
  return res.json()
}

// A visitor who answered every item, as a real person finishing the guide would have.
const { session_id } = await post(`${G}/sessions/create/`, { consent: true })
const items = (await (await fetch(`${origin}${G}/traumas/all/`)).json()).results
for (const item of items) {
  const option = item.options.find((o) => o.counts) ?? item.options[0]
  await post(`${G}/user_answer/`, { session_id, trauma_id: item.id, value: option.value })
}

const run = (url, options = {}) =>
  autocannon({ url: `${origin}${url}`, connections: CONNECTIONS, duration: DURATION, ...options })
// Every answer request changes one answer of the session, cycling through items and options.
let n = 0
const answerRequest = {
  method: 'POST',
  headers: json,
  setupRequest: (req) => {
    const item = items[n++ % items.length]
    const option = item.options[n % item.options.length]
    return { ...req, body: JSON.stringify({ session_id, trauma_id: item.id, value: option.value }) }
  },
}

await run('/api/v1/auth/providers') // warm-up
const routes = {
  'trivial `GET /api/v1/auth/providers`': summarize(await run('/api/v1/auth/providers')),
  '`GET /traumas/all/` (every item)': summarize(await run(`${G}/traumas/all/`)),
  '`GET /groups/all/`': summarize(await run(`${G}/groups/all/`)),
  '`GET /types/`': summarize(await run(`${G}/types/`)),
  '`POST /user_answer/` (upsert)': summarize(await run(`${G}/user_answer/`, { requests: [answerRequest] })),
  '`POST /report/generate/` (all items answered)': summarize(
    await run(`${G}/report/generate/`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ session_id }),
    }),
  ),
}
await server.stop()
fs.rmSync(dataDir, { recursive: true, force: true })

const result = {
  benchmark: 'guide',
  date: new Date().toISOString(),
  database: databaseUrl ? 'postgresql' : 'pglite',
  duration_s: DURATION,
  connections: CONNECTIONS,
  machine: machine(),
  items: items.length,
  routes: withRatios(routes, 'trivial `GET /api/v1/auth/providers`'),
}
writeResult(
  `guide-${result.database}`,
  result,
  `# The guide under load (${result.date.slice(0, 10)}, ${result.database})

${result.machine.description}

autocannon, ${CONNECTIONS} connections for ${DURATION} s per route, one server, one run. The session
has answered all ${items.length} items; the upsert cycles through items and options.

${routeTable(result.routes)}

Content lists are serialised once at start and served with an ETag (a browser that has them gets
304); the report is rebuilt from the answers on every call, in one transaction.
`,
)
