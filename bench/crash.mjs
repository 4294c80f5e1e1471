// Crash durability (issue 15): the built server under concurrent writes of every kind (registering,
// guide answers, memories, me too, love, votes, comments, requests to connect, preferences, reports
// and a moderator's decisions), killed with SIGKILL after a random 0.5–3 s. After each kill every
// write acknowledged so far — its 2xx answer fully received — is looked up by SQL in the database
// itself; then the server must come back healthy for the next cycle.
//
//   npm run bench:crash -- --database pglite [--cycles 20]
//   npm run bench:crash -- --database postgres [--database-url postgres://postgres@127.0.0.1:5432]
//
// PGlite runs in a fresh temporary DATA_DIR; PostgreSQL in a fresh database created on that server
// and dropped at the end. Writes bench/results/crash-<pglite|postgresql>-<date>.{json,md}; with
// --no-write it prints the JSON instead. Exit code 1 when a write is missing or a restart failed.
import { randomBytes } from 'node:crypto'
import { parseArgs } from 'node:util'
import { machine } from './machine.mjs'
import { requireBuild, writeResult } from './lib.mjs'
import { findMissing } from './crash/checks.mjs'
import { outboxReader, request, signIn, verifyThroughOutbox, PASSWORD } from './crash/client.mjs'
import { crashMarkdown } from './crash/report.mjs'
import { admin, killAll, startServer } from './crash/server.mjs'
import { DEFAULT_POSTGRES_SERVER, pgliteTarget, postgresTarget } from './crash/target.mjs'
import { KINDS, createWorld, runWorkers, writesOf } from './crash/writes.mjs'

const { values: args } = parseArgs({
  options: {
    cycles: { type: 'string', default: '20' },
    database: { type: 'string', default: 'pglite' },
    'database-url': { type: 'string', default: DEFAULT_POSTGRES_SERVER },
    'no-write': { type: 'boolean', default: false },
  },
})
const CYCLES = Number(args.cycles)
if (!Number.isInteger(CYCLES) || CYCLES < 1) throw new Error('--cycles takes a whole number from 1')
if (!['pglite', 'postgres'].includes(args.database)) throw new Error('--database is pglite or postgres')
/**
 * People who sign up before the first kill (the first becomes the moderator): the others make 36
 * pairs for requests to connect. Accounts registered under the load do not join them: under that
 * load their verification mail can take tens of seconds, longer than a cycle.
 */
const PEOPLE = 10
const log = (line) => console.error(`crash: ${line}`)
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

requireBuild()
// Whatever way the harness ends, no server it started outlives it.
process.on('exit', killAll)
const target = args.database === 'pglite' ? pgliteTarget() : await postgresTarget(args['database-url'])
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    killAll()
    void target.drop().finally(() => process.exit(130))
  })
}
const world = createWorld(randomBytes(3).toString('hex'), outboxReader(target.dataDir))

async function read(url) {
  const res = await request(world.origin, 'GET', url, { timeoutMs: 30_000 })
  if (!res.ok) throw new Error(`${url}: ${res.status}`)
  return res.body
}

/** The first start: content ids, the people (each with a memory and a comment), the moderator. */
async function setUp() {
  const server = await startServer(target)
  world.origin = server.origin
  const items = await read('/api/v1/childhood-trauma-guide/traumas/all/')
  world.content.items = items.results
    .filter((item) => item.options.length > 0)
    .map((item) => ({ id: item.id, values: item.options.map((o) => o.value) }))
  const preferences = await read('/api/v1/user-preference/get-options')
  world.content.themes = preferences.categories.find((c) => c.key === 'theme').options.map((o) => o.id)
  const reasons = await read('/reason/list/2')
  world.content.spamReasonId = reasons.results.find((r) => r.slug === 'spam').id

  for (let i = 1; i <= PEOPLE; i++) {
    const email = `crash-${world.runId}-person-${i}@example.org`
    const res = await request(world.origin, 'POST', '/api/v1/auth/register', {
      body: { email, password: PASSWORD },
      timeoutMs: 30_000,
    })
    if (!res.ok) throw new Error(`registering ${email}: ${res.status}`)
    world.ledger.register.push({ email })
    const person = await verifyThroughOutbox(world.origin, world.outbox, email)
    if (!person) throw new Error(`no verification link for ${email} in ${target.dataDir}/outbox`)
    world.people.push({ ...person, memoryLink: null })
  }
  world.moderator = world.people[0]
  const always = { live: true }
  const writes = writesOf(world)
  for (const person of writes.writers()) await writes.shareMemory(always, person)
  for (const person of writes.writers()) await writes.comment(always, person)
  await server.stop()
  // On PGlite the command line opens the database itself, so only while the server is stopped.
  await admin(target, ['grant-moderator', world.moderator.email])
}

/** Everyone's session still works after a restart, or they sign in again. */
async function signInAll() {
  await Promise.all(
    world.people.map(async (person) => {
      const me = await request(world.origin, 'GET', '/api/v1/auth/me', {
        as: person.session,
        timeoutMs: 30_000,
      })
      if (me.status !== 200) await signIn(world.origin, person)
    }),
  )
}

/**
 * Before the first load, one step of every worker: each kind is written at least once (and must
 * survive every kill after), and a write the app refuses stops the run here instead of passing unseen.
 */
async function writeEveryKind() {
  for (const step of Object.values(writesOf(world).steps)) await step({ live: true })
  const unwritten = KINDS.filter((kind) => world.ledger[kind].length === 0)
  if (unwritten.length > 0 || world.refusals.length > 0)
    throw new Error(
      `not acknowledged in the setup: ${unwritten.join(', ')} ${JSON.stringify(world.refusals)}`,
    )
  for (const kind of KINDS) world.stats[kind].in_setup = world.ledger[kind].length
}

const acknowledged = () => KINDS.reduce((sum, kind) => sum + world.ledger[kind].length, 0)
const started = Date.now()
const perCycle = []
const missingEver = Object.fromEntries(KINDS.map((kind) => [kind, new Map()]))
let failedRestarts = 0

/** One cycle: start, sign in, write from every worker, kill -9 at a random moment, check by SQL. */
async function runCycle(n) {
  let server
  try {
    server = await startServer(target)
  } catch (err) {
    failedRestarts++
    log(`restart before cycle ${n} failed: ${err.message}`)
    return false
  }
  world.origin = server.origin
  await signInAll()
  if (n === 1) await writeEveryKind()
  const before = acknowledged()
  const cycle = { live: true }
  const workers = runWorkers(world, cycle)
  workers.catch(() => {}) // awaited below, after the kill
  const killAfter = Math.round(500 + Math.random() * 2_500)
  await sleep(killAfter)
  const killed = server.kill() // SIGKILL goes out before the workers hear of it
  cycle.live = false
  await killed
  await workers
  const checkStarted = Date.now()
  const db = await target.open()
  let missing
  try {
    missing = await findMissing(db, world)
  } finally {
    await db.close()
  }
  let missingNow = 0
  for (const kind of KINDS) {
    missingNow += missing[kind].length
    for (const record of missing[kind]) {
      const key = JSON.stringify(record)
      if (!missingEver[kind].has(key)) missingEver[kind].set(key, { ...record, first_missing_after_cycle: n })
    }
  }
  perCycle.push({
    cycle: n,
    restart_ms: server.startMs,
    kill_after_ms: killAfter,
    acknowledged: acknowledged() - before,
    check_ms: Date.now() - checkStarted,
    missing: missingNow,
  })
  log(
    `cycle ${n}: killed after ${killAfter} ms, ${acknowledged() - before} acknowledged, ${missingNow} missing`,
  )
  return true
}

let result
try {
  log(`setting up on ${target.name} (${target.dataDir})`)
  await setUp()
  let done = 0
  for (let n = 1; n <= CYCLES; n++) {
    if (!(await runCycle(n))) break
    done = n
  }
  // After the last kill, the server must come back too.
  if (done === CYCLES) {
    try {
      await (await startServer(target)).stop()
    } catch (err) {
      failedRestarts++
      log(`restart after the last cycle failed: ${err.message}`)
    }
  }
  const writes = Object.fromEntries(
    KINDS.map((kind) => [
      kind,
      { acknowledged: world.ledger[kind].length, missing: missingEver[kind].size, ...world.stats[kind] },
    ]),
  )
  const missingTotal = KINDS.reduce((sum, kind) => sum + missingEver[kind].size, 0)
  result = {
    benchmark: 'crash',
    date: new Date().toISOString(),
    database: target.name,
    cycles: CYCLES,
    cycles_done: done,
    failed_restarts: failedRestarts,
    duration_s: Math.round((Date.now() - started) / 1000),
    people: world.people.length,
    acknowledged_total: acknowledged(),
    missing_total: missingTotal,
    writes,
    missing_writes: Object.fromEntries(KINDS.map((kind) => [kind, [...missingEver[kind].values()]])),
    refusals: world.refusals,
    per_cycle: perCycle,
    machine: machine(),
  }
} finally {
  killAll()
  await target.drop()
}

if (args['no-write']) console.log(JSON.stringify(result, null, 2))
else writeResult(`crash-${result.database}`, result, crashMarkdown(result))
const ok = result.missing_total === 0 && result.failed_restarts === 0 && result.cycles_done === CYCLES
process.exit(ok ? 0 : 1)
