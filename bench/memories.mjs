// Memories under load (issue 10): with BENCH_MEMORIES generated memories (10,000 by default), the
// feed's page 1 and page 500, snippets, search, details and a bulk of 50, for a visitor and for a
// signed-in person, each as requests/s, p50 and p99 and as a ratio to a trivial route (no database)
// in the same run. Embedded PGlite by default; BENCH_DATABASE_URL=postgres://… runs it on a fresh
// database on that PostgreSQL server. VISITOR_CACHE_MS is passed to the server (decision 028; 0 turns
// the visitor cache off, for a run without it). Run after `npm run build`. Writes
// bench/results/memories-<db>-<date>.{json,md}, or memories-<db>-no-visitor-cache-<date>.{json,md}.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { PGlite } from '@electric-sql/pglite'
import { generateMemories } from './generate-memories.mjs'
import { machine } from './machine.mjs'
import {
  requireBuild,
  routeTable,
  withRatios,
  signUpThroughOutbox,
  startServer,
  summarize,
  writeResult,
  freshBenchDatabase,
} from './lib.mjs'

requireBuild()
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const MEMORIES = Number(process.env.BENCH_MEMORIES ?? 10_000)
const VISITOR_CACHE_MS = process.env.VISITOR_CACHE_MS ?? '2000'
const oneMinuteLoad = () => Number(os.loadavg()[0].toFixed(2))
const loadAtStart = oneMinuteLoad()
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-bench-memories-'))

// PostgreSQL: a database of its own on the given server, dropped at the end.
const { databaseUrl, drop: dropDatabase } = await freshBenchDatabase()
const env = {
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  RATE_LIMITS: JSON.stringify({ memoryChangesPerUser: { limit: 100_000_000 } }),
  VISITOR_CACHE_MS,
}

// First start: migrations, content, and one real account. Then the memories, written directly.
let server = await startServer(env)
const signedIn = await signUpThroughOutbox(server.origin, dataDir)
await server.stop()
const started = Date.now()
if (databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  await generateMemories((text, params) => client.query(text, params), { memories: MEMORIES })
  await client.query('vacuum analyze')
  await client.end()
} else {
  const client = await PGlite.create(path.join(dataDir, 'pgdata'))
  await generateMemories((text, params) => client.query(text, params), { memories: MEMORIES })
  await client.exec('vacuum analyze')
  await client.close()
}
const generatedInS = Math.round((Date.now() - started) / 1000)
server = await startServer(env)
const { origin } = server

const get = async (url, headers = {}) => {
  const res = await fetch(`${origin}${url}`, { headers })
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`)
  return res.json()
}
const firstPage = await get('/api/v1/feed/?limit=50')
const links = firstPage.results.map((m) => m.shareable_link).join(',')
const oneMemory = firstPage.results[0].hash_id
const someTags = (await get('/memories/api/v1/tags/feelings/list')).results.slice(0, 3).map((t) => t.id)

const run = (url, headers = {}) =>
  autocannon({ url: `${origin}${url}`, headers, connections: CONNECTIONS, duration: DURATION })
const measure = async (url, headers) => summarize(await run(url, headers))

// Warm-up: every route once for a second, so the first measured route does not pay for the caches.
const WARM = [
  '/api/v1/auth/providers',
  '/api/v1/feed/',
  '/memories/api/v1/search/?q=kitchen',
  `/memories/api/v1/memories/get-details-bulk/?shareable_links=${links}`,
]
for (const url of WARM) await autocannon({ url: `${origin}${url}`, connections: CONNECTIONS, duration: 1 })
await autocannon({ url: `${origin}/api/v1/feed/`, headers: signedIn, connections: CONNECTIONS, duration: 1 })
const routes = {
  'trivial `GET /api/v1/auth/providers`': await measure('/api/v1/auth/providers'),
  'feed page 1 (visitor)': await measure('/api/v1/feed/?page=1'),
  'feed page 500 (visitor)': await measure('/api/v1/feed/?page=500'),
  'feed page 1 (signed in)': await measure('/api/v1/feed/?page=1', signedIn),
  'feed page 500 (signed in)': await measure('/api/v1/feed/?page=500', signedIn),
  'feed `sort=top` (visitor)': await measure('/api/v1/feed/?sort=top'),
  'snippets page 1': await measure('/memories/memories-list/snippets-r/1/10/'),
  'snippets with 3 tags': await measure(
    `/memories/memories-list/snippets-r/1/10/?tag_ids=${someTags.join(',')}`,
  ),
  'search, a common word': await measure('/memories/api/v1/search/?q=kitchen'),
  'search, a rare word': await measure('/memories/api/v1/search/?q=tomatoes%20garden'),
  'search, a word and a tag': await measure(`/memories/api/v1/search/?q=house&tag_ids=${someTags[0]}`),
  'memory details': await measure(`/memories/api/v1/memories/${oneMemory}/get-details`),
  'bulk of 50': await measure(`/memories/api/v1/memories/get-details-bulk/?shareable_links=${links}`),
}
await server.stop()
fs.rmSync(dataDir, { recursive: true, force: true })
await dropDatabase()

const result = {
  benchmark: 'memories',
  date: new Date().toISOString(),
  database: databaseUrl ? 'postgresql' : 'pglite',
  memories: MEMORIES,
  generated_in_s: generatedInS,
  duration_s: DURATION,
  connections: CONNECTIONS,
  visitor_cache_ms: Number(VISITOR_CACHE_MS),
  load_average: { start: loadAtStart, end: oneMinuteLoad() },
  machine: machine(),
  routes: withRatios(routes, 'trivial `GET /api/v1/auth/providers`'),
}
const cacheNote =
  result.visitor_cache_ms > 0
    ? `Visitor cache on (\`VISITOR_CACHE_MS=${result.visitor_cache_ms}\`, decision 028): a visitor's feed, snippets and
memory details are answered from memory between writes; signed-in rows, search and bulk are not cached.`
    : 'Visitor cache off (`VISITOR_CACHE_MS=0`): every request reaches the database.'
writeResult(
  `memories-${result.database}${result.visitor_cache_ms > 0 ? '' : '-no-visitor-cache'}`,
  result,
  `# Memories under load (${result.date.slice(0, 10)}, ${result.database}, ${MEMORIES.toLocaleString('en')} memories)

${result.machine.description}

${MEMORIES.toLocaleString('en')} generated memories (85 % public, 10 % connections, 5 % private; 0–4 tags
each; 2–15 sentences), written in ${generatedInS} s. autocannon, ${CONNECTIONS} connections for
${DURATION} s per route, one server, one run; the load generator shares the machine. One-minute
load average ${result.load_average.start} at the start, ${result.load_average.end} at the end.

${cacheNote}

${routeTable(result.routes)}

Every list is one statement (ids chosen on an index, then the page's rows with their authors and
tags); \`has_next\` comes from one row more, never a count.
`,
)
