// The hour's soak (issue 39): two instances of the built server on one new PostgreSQL database and
// one Redis, `--streams` people each holding a notification stream (spread over both) and owning a
// memory, and clients reading and writing against both: feed pages, memory details, love, me too,
// comments, requests to connect, and session refreshes as the web app makes them. Every reaction or
// comment on a stream holder's memory must arrive on that holder's stream (sent vs received, end to
// end); every minute the figures of each instance are taken; at the end every acknowledged write is
// looked up by SQL, and the last half of the minutes is checked for a rising RSS or p99.
//
//   npm run bench:soak -- [--minutes 60] [--streams 1000] [--clients 8] [--no-write]
//     [--database-url postgres://postgres@127.0.0.1:5432] [--redis-url redis://127.0.0.1:6379]
//
// Writes bench/results/soak-<date>.{json,md}; with --no-write it prints them instead. Exit code 1 on
// any 5xx, a lost stream event or a missing write.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { DEFAULT_RATE_LIMITS } from '../apps/server/src/rate-limits.ts'
import { findMissing } from './crash/checks.mjs'
import { outboxReader } from './crash/client.mjs'
import { DEFAULT_POSTGRES_SERVER } from './crash/target.mjs'
import { liftedRateLimits, newPostgresDatabase, requireBuild, startServer, writeResult } from './lib.mjs'
import { machine } from './machine.mjs'
import { Person, openStream } from './soak/people.mjs'
import { minuteFigures, soakMarkdown, trend } from './soak/report.mjs'

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '60' },
    streams: { type: 'string', default: '1000' },
    clients: { type: 'string', default: '8' },
    'database-url': { type: 'string', default: DEFAULT_POSTGRES_SERVER },
    'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379' },
    'no-write': { type: 'boolean', default: false },
  },
})
const MINUTES = Number(args.minutes)
const STREAMS = Number(args.streams)
const CLIENTS = Number(args.clients)
for (const [name, n] of Object.entries({ minutes: MINUTES, streams: STREAMS, clients: CLIENTS }))
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} takes a whole number from 1`)
/**
 * People without a stream: they give and comment, and are the ones asked to connect (a holder's
 * stream gets nothing but the writes counted on it). Anyone may ask any of them, once: 40 of them
 * leave over 40,000 pairs at 1,000 streams, more than an hour asks for.
 */
const OTHERS = 40
/** How long a reaction's event may take to reach its holder's stream before it counts as lost. */
const EVENT_TIMEOUT_MS = 30_000
/** Every client refreshes its session about this often (the web app refreshes before expiry). */
const REFRESH_EVERY_MS = 5 * 60_000
const log = (line) => console.error(`soak: ${new Date().toISOString().slice(11, 19)} ${line}`)
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const pick = (list) => list[Math.floor(Math.random() * list.length)]

requireBuild()
const runId = randomBytes(3).toString('hex')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-soak-'))
const database = await newPostgresDatabase(args['database-url'], `kindred_soak_${runId}`)
const env = {
  DATA_DIR: dataDir,
  DATABASE_URL: database.databaseUrl,
  REDIS_URL: args['redis-url'],
  RATE_LIMITS: liftedRateLimits(Object.keys(DEFAULT_RATE_LIMITS)),
  // New accounts may ask to connect at once (SPEC §3.6 makes them wait a day by default).
  NEW_ACCOUNT_HOURS: '0',
  // Every stream comes from one address here; the caps stay above what this run opens.
  NOTIFICATION_STREAMS_PER_PERSON: '10',
  NOTIFICATION_STREAMS_PER_ADDRESS: String(STREAMS + 50),
  NOTIFICATION_STREAMS_MAX: String(STREAMS + 100),
  LOG_LEVEL: 'warn',
}
const servers = []
const cleanUp = async () => {
  await Promise.all(servers.map((s) => s.stop().catch(() => {})))
  fs.rmSync(dataDir, { recursive: true, force: true })
  await database.drop()
}
process.on('SIGINT', () => void cleanUp().finally(() => process.exit(130)))

/** What each instance answered in the current minute, and over the whole run. */
const instances = []
const ledger = { memory: [], me_too: [], love: [], comment: [], connection_request: [], register: [] }
const refusals = []
/** One request through a person's session, measured on the instance it went to. */
async function send(instance, person, method, url, body) {
  const started = performance.now()
  let res
  try {
    res = await person.request(instance.origin, method, url, body)
  } catch (err) {
    instance.minute.errors += 1
    instance.total.errors += 1
    refusals.push({ method, url, error: err.message })
    return null
  }
  const ms = performance.now() - started
  instance.minute.latencies.push(ms)
  instance.minute.requests += 1
  instance.total.requests += 1
  if (res.status >= 500) {
    instance.minute.server_errors += 1
    instance.total.server_errors += 1
    refusals.push({ method, url, status: res.status, body: String(res.text).slice(0, 200) })
  } else if (res.status >= 300 && method !== 'GET') refusals.push({ method, url, status: res.status })
  return res
}

const emptyMinute = () => ({ requests: 0, server_errors: 0, errors: 0, latencies: [] })
try {
  log(`two instances on ${database.databaseUrl}`)
  for (let i = 0; i < 2; i++) {
    const server = await startServer(env)
    servers.push(server)
    instances.push({
      name: 'AB'[i],
      origin: server.origin,
      pid: server.child.pid,
      minute: emptyMinute(),
      total: { requests: 0, server_errors: 0, errors: 0 },
    })
  }

  // Everyone signs up through the real flow (register on one instance, verify on the other), and
  // writes one memory under their name, so others can react to it and ask to connect through it.
  const outbox = outboxReader(dataDir)
  const people = []
  const signUp = async (n, role) => {
    const person = new Person(`soak-${runId}-${role}-${n}@example.org`, role)
    const [a, b] = n % 2 ? instances : [...instances].reverse()
    await person.register(a.origin)
    ledger.register.push({ email: person.email })
    await person.verify(b.origin, await outbox.token(person.email, 120_000))
    const made = await send(a, person, 'POST', '/memories/api/v1/memories/', {
      title: `A kitchen at night ${n}`,
      body: `The evening the kitchen went quiet, number ${n}, written during the soak.`,
      mt: 1,
      anonymous: false,
    })
    if (made?.status !== 201) throw new Error(`memory of ${person.email}: ${made?.status}`)
    person.memory = { link: made.json.shareable_link, hashId: made.json.hash_id }
    ledger.memory.push({ link: person.memory.link, email: person.email })
    people.push(person)
  }
  const total = STREAMS + OTHERS
  for (let n = 0; n < total; n += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, total - n) }, (_, i) =>
        signUp(n + i, n + i < STREAMS ? 'holder' : 'other'),
      ),
    )
    if ((n / 10) % 20 === 0) log(`${people.length} of ${total} people signed up`)
  }
  const holders = people.filter((p) => p.role === 'holder')
  const others = people.filter((p) => p.role === 'other')
  for (const [i, holder] of holders.entries()) holder.streamInstance = instances[i % 2]
  for (let i = 0; i < holders.length; i += 50)
    await Promise.all(holders.slice(i, i + 50).map((h) => openStream(h, h.streamInstance.origin)))
  log(`${holders.length} streams open`)

  // Writes on a holder's memory: one at a time per holder, each waiting for its event, so events
  // never join in one group change and sent and received can be counted one for one.
  const events = { sent: 0, received: 0, lost: 0, lostDetail: [] }
  const given = new Set()
  let commentsSent = 0
  async function writeOnHolder(instance) {
    const holder = pick(holders)
    if (holder.busy) return
    const giver = pick(people)
    const kind = pick(['me_too', 'love', 'comment'])
    const key = `${kind}|${giver.email}|${holder.email}`
    if (giver === holder || (kind !== 'comment' && given.has(key))) return
    given.add(key)
    holder.busy = true
    try {
      const arrived = holder.nextEvent(EVENT_TIMEOUT_MS)
      const link = holder.memory.link
      const res =
        kind === 'comment'
          ? await send(instance, giver, 'POST', '/api/v1/comments/', {
              shareable_link: link,
              // Each text its own: the same text again in the same place is the first one, not a new
              // comment (create-comment.ts), and makes no event.
              body: `The same happened to me; thank you for writing it down (${++commentsSent}).`,
            })
          : await send(instance, giver, 'POST', '/api/v1/reaction/', {
              target: 'memory',
              shareable_link: link,
              reaction: kind,
            })
      if (!res || res.status >= 300) return arrived.cancel()
      if (kind === 'comment') ledger.comment.push({ id: Number(res.json.id), link, email: giver.email })
      else ledger[kind].push({ email: giver.email, link })
      events.sent += 1
      if (await arrived) events.received += 1
      else {
        events.lost += 1
        events.lostDetail.push({
          kind,
          from: giver.email,
          to: holder.email,
          stream: holder.streamInstance.name,
        })
      }
    } finally {
      holder.busy = false
    }
  }

  const pairs = new Set()
  async function askToConnect(instance) {
    const from = pick(people)
    const to = pick(others)
    const pair = [from.email, to.email].sort().join('|')
    if (from === to || pairs.has(pair)) return
    pairs.add(pair)
    const res = await send(instance, from, 'POST', '/api/v1/connect/request/', {
      shareable_link: to.memory.link,
      message: 'Your memory could have been mine.',
    })
    if (res && res.status < 300) ledger.connection_request.push({ from: from.email, to: to.email })
  }

  const reads = {
    feed: (instance, person) =>
      send(instance, person, 'GET', `/api/v1/feed/?page=${1 + Math.floor(Math.random() * 5)}`),
    details: (instance, person) =>
      send(instance, person, 'GET', `/memories/api/v1/memories/${pick(people).memory.hashId}/get-details`),
    comments: (instance, person) =>
      send(instance, person, 'GET', `/api/v1/comments/list/${pick(holders).memory.link}/10/1`),
  }
  /** One client: mostly reads, a share of writes, on either instance at random. */
  async function client(until) {
    while (Date.now() < until) {
      const instance = pick(instances)
      const roll = Math.random()
      if (roll < 0.6) await pick(Object.values(reads))(instance, pick(people))
      else if (roll < 0.97) await writeOnHolder(instance)
      else await askToConnect(instance)
      await sleep(20)
    }
  }
  /** Every person refreshes their session once per REFRESH_EVERY_MS, one refresh at a time each. */
  let refreshes = 0
  async function refresher(until) {
    const gap = REFRESH_EVERY_MS / people.length
    for (let i = 0; Date.now() < until; i++) {
      const person = people[i % people.length]
      const res = await send(pick(instances), person, 'POST', '/api/v1/auth/refresh', {})
      if (res?.status === 200) refreshes += 1
      else if (res) refusals.push({ refresh: person.email, status: res.status })
      await sleep(gap)
    }
  }

  const perMinute = []
  const started = Date.now()
  const until = started + MINUTES * 60_000
  const work = Promise.all([...Array.from({ length: CLIENTS }, () => client(until)), refresher(until)])
  for (let minute = 1; minute <= MINUTES; minute++) {
    await sleep(started + minute * 60_000 - Date.now())
    const row = minuteFigures(minute, instances, holders, events)
    for (const instance of instances) instance.minute = emptyMinute()
    perMinute.push(row)
    log(
      `minute ${minute}: ${row.instances.map((i) => `${i.name} ${i.rss_mb} MB ${i.requests} req p99 ${i.p99_ms} ms 5xx ${i.server_errors} streams ${i.streams_open}`).join(' · ')} · events ${events.sent}/${events.received}`,
    )
  }
  await work
  // The last writes' events have had their time (each waits for its own above).
  for (const holder of holders) holder.close()

  const db = new pg.Client({ connectionString: database.databaseUrl })
  await db.connect()
  let missing
  try {
    const fullLedger = {
      guide_answer: [],
      vote: [],
      preference: [],
      report: [],
      moderation_decision: [],
      ...ledger,
    }
    missing = await findMissing(
      { rows: async (s, p) => (await db.query(s, p)).rows },
      { ledger: fullLedger, themes: new Map() },
    )
  } finally {
    await db.end()
  }
  const missingTotal = Object.values(missing).reduce((sum, list) => sum + list.length, 0)
  const serverErrors = instances.reduce((sum, i) => sum + i.total.server_errors, 0)
  const result = {
    benchmark: 'soak',
    date: new Date().toISOString(),
    database: 'postgresql',
    instances: 2,
    minutes: MINUTES,
    streams: STREAMS,
    clients: CLIENTS,
    people: people.length,
    machine: machine(),
    totals: {
      requests: instances.reduce((sum, i) => sum + i.total.requests, 0),
      server_errors: serverErrors,
      connection_errors: instances.reduce((sum, i) => sum + i.total.errors, 0),
      refreshes,
      stream_reconnects: holders.reduce((sum, h) => sum + h.reconnects, 0),
      events_sent: events.sent,
      events_received: events.received,
      events_lost: events.lost,
      // An event no write was waiting for: one that came after its 30 s, or one never caused here.
      events_unexpected: holders.reduce((sum, h) => sum + h.unexpectedEvents, 0),
      acknowledged_writes: Object.fromEntries(Object.entries(ledger).map(([k, v]) => [k, v.length])),
      missing_writes: missingTotal,
    },
    trend: trend(perMinute),
    per_minute: perMinute,
    lost_events: events.lostDetail.slice(0, 50),
    missing: Object.fromEntries(Object.entries(missing).filter(([, list]) => list.length > 0)),
    refusals: refusals.slice(0, 50),
  }
  const markdown = soakMarkdown(result)
  if (args['no-write'])
    console.log(`${markdown}\n\n${JSON.stringify({ ...result, per_minute: undefined }, null, 2)}`)
  else writeResult('soak', result, markdown)
  const ok = serverErrors === 0 && events.lost === 0 && events.sent === events.received && missingTotal === 0
  await cleanUp()
  process.exit(ok ? 0 : 1)
} catch (err) {
  console.error(err)
  await cleanUp()
  process.exit(1)
}
