// Live notifications (issue 12): the resident memory one open stream costs the server, with
// BENCH_STREAMS (1,000) streams open on one instance, and the time from a write (a me too) to the
// event at a stream client: on PostgreSQL through instance A to a client of instance B (LISTEN/NOTIFY
// between two server processes), on PGlite within the one instance. BENCH_DATABASE_URL=postgres://…
// runs on a fresh database on that server; embedded PGlite otherwise. Run after `npm run build`.
// Writes bench/results/notifications-<db>-<date>.{json,md}.
import fs from 'node:fs'
import { eachServerSentEvent, requireBuild, signUpThroughOutbox, startServer, writeResult } from './lib.mjs'
import { machine } from './machine.mjs'
import { benchPlace } from './setup.mjs'

requireBuild()
const STREAMS = Number(process.env.BENCH_STREAMS ?? 1000)
const WRITES = Number(process.env.BENCH_WRITES ?? 200)

const place = await benchPlace('notifications', {
  lift: [
    'reactionsPerUser',
    'notificationStreamsPerUser',
    'memoriesPerUser',
    'mailRequestsPerIp',
    'tokenConfirmationsPerIp',
  ],
  env: {
    // One person from one address holds every stream here; the total stays above the address's cap.
    NOTIFICATION_STREAMS_PER_PERSON: String(STREAMS + 10),
    NOTIFICATION_STREAMS_PER_ADDRESS: String(STREAMS + 10),
    NOTIFICATION_STREAMS_MAX: String(STREAMS + 20),
  },
})

/** The server process's resident memory in bytes (Linux). */
const rssOf = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024
}

/** An open stream that counts heartbeats and resolves waiters when a notification arrives. */
async function openStream(origin, headers) {
  const controller = new AbortController()
  const res = await fetch(`${origin}/api/v1/notifications/stream?csrf=${headers['x-csrf-token']}`, {
    headers: { cookie: headers.cookie },
    signal: controller.signal,
  })
  if (res.status !== 200) throw new Error(`stream answered ${res.status}`)
  const waiting = []
  const done = eachServerSentEvent(res.body, (block) => {
    if (block.includes('event: notification')) waiting.splice(0).forEach((resolve) => resolve())
  })
  return {
    next: () => new Promise((resolve) => waiting.push(resolve)),
    close: async () => {
      controller.abort()
      await done
    },
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

const { databaseUrl, dataDir } = place
const a = await startServer(place.env)
const b = databaseUrl ? await startServer(place.env) : a
const author = await signUpThroughOutbox(a.origin, dataDir, `author-${Date.now()}@example.org`)
const giver = await signUpThroughOutbox(a.origin, dataDir, `giver-${Date.now()}@example.org`)
const json = (headers) => ({ ...headers, 'content-type': 'application/json' })
const created = await fetch(`${a.origin}/memories/api/v1/memories/`, {
  method: 'POST',
  headers: json(author),
  body: JSON.stringify({
    title: 'A benchmark memory',
    body: 'Written to be answered with me too, many times.',
    mt: 1,
  }),
})
const { shareable_link: link } = await created.json()
const reaction = JSON.stringify({ target: 'memory', shareable_link: link, reaction: 'me_too' })

// Resident memory per open stream, on instance A. A first round opens and closes them all, so the
// heap and the WebAssembly memory (PGlite) have grown to what serving that many needs; the second
// round is measured against the level the first left.
const openAll = async () => {
  const streams = []
  for (let i = 0; i < STREAMS; i += 50) {
    const batch = Math.min(50, STREAMS - i)
    streams.push(...(await Promise.all(Array.from({ length: batch }, () => openStream(a.origin, author)))))
  }
  return streams
}
await Promise.all((await openAll()).map((stream) => stream.close()))
await new Promise((r) => setTimeout(r, 2000))
const rssBefore = rssOf(a.child.pid)
const streams = await openAll()
await new Promise((r) => setTimeout(r, 2000))
const rssAfter = rssOf(a.child.pid)
await Promise.all(streams.map((stream) => stream.close()))

// From a me too written through A to the event at a client of B (the same server on PGlite).
const client = await openStream(b.origin, author)
const latencies = []
for (let i = 0; i < WRITES + 10; i += 1) {
  const arrived = client.next()
  const start = performance.now()
  const res = await fetch(`${a.origin}/api/v1/reaction/`, {
    method: 'POST',
    headers: json(giver),
    body: reaction,
  })
  if (res.status !== 201) throw new Error(`me too answered ${res.status}`)
  await arrived
  if (i >= 10) latencies.push(performance.now() - start)
  await fetch(`${a.origin}/api/v1/reaction/`, { method: 'DELETE', headers: json(giver), body: reaction })
}
await client.close()
await a.stop()
if (b !== a) await b.stop()
await place.cleanUp()

latencies.sort((x, y) => x - y)
const round = (ms) => Number(ms.toFixed(1))
const result = {
  benchmark: 'notifications',
  date: new Date().toISOString(),
  database: databaseUrl ? 'postgresql' : 'pglite',
  instances: databaseUrl ? 2 : 1,
  machine: machine(),
  streams: STREAMS,
  rss_before_mb: Math.round(rssBefore / 1048576),
  rss_after_mb: Math.round(rssAfter / 1048576),
  kb_per_stream: Math.round((rssAfter - rssBefore) / STREAMS / 1024),
  writes: WRITES,
  write_to_event_ms: { p50: round(percentile(latencies, 50)), p99: round(percentile(latencies, 99)) },
}
writeResult(
  `notifications-${result.database}`,
  result,
  `# Live notifications (${result.date.slice(0, 10)}, ${result.database})

${result.machine.description}

**Open streams.** ${STREAMS.toLocaleString('en')} Server-Sent Event streams of one signed-in person open
on one instance: resident memory ${result.rss_before_mb} MB before (after a first round opened and
closed them all, so the heap has grown to serve that many), ${result.rss_after_mb} MB with them
open, about **${result.kb_per_stream} kB per stream** (sockets, response streams and the hub's entry;
nothing is queued per stream: a stream that stops reading is closed and replays from the table).

**Write to event.** ${WRITES} me-toos, one after another, each written through ${
    databaseUrl
      ? 'instance A and received by a stream client of instance B (PostgreSQL LISTEN/NOTIFY between two server processes)'
      : 'the one instance and received by its stream client (PGlite, in process)'
  }, timed from sending the write to the event's arrival (each is taken back before the next, so each
makes a new notification): **p50 ${result.write_to_event_ms.p50} ms, p99 ${result.write_to_event_ms.p99} ms**.
The load generator shares the machine.
`,
)
