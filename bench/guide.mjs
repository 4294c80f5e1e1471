// The guide under load (issue 4): throughput and latency of the content lists, the answer upsert
// and report generation, each as a ratio to a trivial route (GET /api/v1/auth/providers: no database)
// in the same run on the same server. Embedded PGlite by default; BENCH_DATABASE_URL=postgres://…
// runs it on a fresh database on that server. Run after `npm run build`, through tsx (it reads the
// contract's TypeScript): `npx tsx bench/guide.mjs`. Writes bench/results/guide-<db>-<date>.{json,md}.
import { GUIDE_PREFIX as G } from '../packages/contract/src/guide-constants.ts'
import { TRIVIAL, requireBuild, routeTable, withRatios, startServer, writeResult } from './lib.mjs'
import { benchPlace, loadOn, resultHead } from './setup.mjs'

requireBuild()
// The guide's per-address limits would stop a benchmark from one address within seconds.
const place = await benchPlace('guide', { lift: ['guideSessionsPerIp', 'guideWritesPerIp'] })
const server = await startServer(place.env)
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

const { measure, warm } = loadOn(origin)
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

await warm(TRIVIAL.path)
const routes = {
  [TRIVIAL.name]: await measure(TRIVIAL.path),
  '`GET /traumas/all/` (every item)': await measure(`${G}/traumas/all/`),
  '`GET /groups/all/`': await measure(`${G}/groups/all/`),
  '`GET /types/`': await measure(`${G}/types/`),
  '`POST /user_answer/` (upsert)': await measure(`${G}/user_answer/`, { requests: [answerRequest] }),
  '`POST /report/generate/` (all items answered)': await measure(`${G}/report/generate/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ session_id }),
  }),
}
await server.stop()
await place.cleanUp()

const result = {
  ...resultHead('guide', place),
  items: items.length,
  routes: withRatios(routes),
}
writeResult(
  `guide-${result.database}`,
  result,
  `# The guide under load (${result.date.slice(0, 10)}, ${result.database})

${result.machine.description}

autocannon, ${result.connections} connections for ${result.duration_s} s per route, one server, one run. The session
has answered all ${items.length} items; the upsert cycles through items and options.

${routeTable(result.routes)}

Content lists are serialised once at start and served with an ETag (a browser that has them gets
304); the report is rebuilt from the answers on every call, in one transaction.
`,
)
