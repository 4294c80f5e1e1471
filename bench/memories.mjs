// Memories under load (issue 10): with BENCH_MEMORIES generated memories (10,000 by default), the
// feed's page 1 and page 500, snippets, search, details and a bulk of 50, for a visitor and for a
// signed-in person, each as requests/s, p50 and p99 and as a ratio to a trivial route (no database)
// in the same run. Embedded PGlite by default; BENCH_DATABASE_URL=postgres://… runs it on a fresh
// database on that PostgreSQL server. VISITOR_CACHE_MS is passed to the server (decision 028; 0 turns
// the visitor cache off, for a run without it). Run after `npm run build`. Writes
// bench/results/memories-<db>-<date>.{json,md}, or memories-<db>-no-visitor-cache-<date>.{json,md}.
import os from 'node:os'
import { TRIVIAL, requireBuild, routeTable, withRatios, writeResult } from './lib.mjs'
import { MEMORIES, benchPlace, loadOn, resultHead, serverOverGeneratedMemories } from './setup.mjs'

requireBuild()
const VISITOR_CACHE_MS = process.env.VISITOR_CACHE_MS ?? '2000'
const oneMinuteLoad = () => Number(os.loadavg()[0].toFixed(2))
const loadAtStart = oneMinuteLoad()

const place = await benchPlace('memories', { lift: ['memoryChangesPerUser'], env: { VISITOR_CACHE_MS } })
const { server, signedIn, generatedInS } = await serverOverGeneratedMemories(place, { memories: MEMORIES })
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

const { measure, warm } = loadOn(origin)

// Warm-up: every route once for a second, so the first measured route does not pay for the caches.
const WARM = [
  TRIVIAL.path,
  '/api/v1/feed/',
  '/memories/api/v1/search/?q=kitchen',
  `/memories/api/v1/memories/get-details-bulk/?shareable_links=${links}`,
]
for (const url of WARM) await warm(url)
await warm('/api/v1/feed/', { headers: signedIn })
const routes = {
  [TRIVIAL.name]: await measure(TRIVIAL.path),
  'feed page 1 (visitor)': await measure('/api/v1/feed/?page=1'),
  'feed page 500 (visitor)': await measure('/api/v1/feed/?page=500'),
  'feed page 1 (signed in)': await measure('/api/v1/feed/?page=1', { headers: signedIn }),
  'feed page 500 (signed in)': await measure('/api/v1/feed/?page=500', { headers: signedIn }),
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
await place.cleanUp()

const result = {
  ...resultHead('memories', place),
  memories: MEMORIES,
  generated_in_s: generatedInS,
  visitor_cache_ms: Number(VISITOR_CACHE_MS),
  load_average: { start: loadAtStart, end: oneMinuteLoad() },
  routes: withRatios(routes),
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
each; 2–15 sentences), written in ${generatedInS} s. autocannon, ${result.connections} connections for
${result.duration_s} s per route, one server, one run; the load generator shares the machine. One-minute
load average ${result.load_average.start} at the start, ${result.load_average.end} at the end.

${cacheNote}

${routeTable(result.routes)}

Every list is one statement (ids chosen on an index, then the page's rows with their authors and
tags); \`has_next\` comes from one row more, never a count.
`,
)
