// Fills a fresh Kindred database with a community's worth of generated data, for benchmarks at scale
// (issue 14): `npm run seed:load -- --memories 1000000`.
//
// Options: --memories N (required); --people P (default N ÷ 10); --seed S (default 1; the same seed
// and --until give the same rows); --until YYYY-MM-DD (default: today, 00:00 UTC; everything happens
// in the two years before); --database-url URL (default DATABASE_URL: PostgreSQL, the target for large
// sizes); --data-dir DIR (embedded PGlite in DIR/pgdata, up to 50,000 memories); --record (adds the
// run to bench/results/seed-load-<db>-<date>.{json,md}). Needs `npm run build` (the script does it).
//
// What it writes: people (verified accounts; settings, mutes, blocks, muted notification types and
// preferences for some), memories (realistic lengths, tags fitting their type, warnings, 85 % public,
// 10 % connections, 5 % private, 20 % anonymous, spread over two years), connections, about five
// reactions (me too, love) and a vote a memory, a comment with some replies, loves on comments, kind
// words, hidden memories, and the notifications all of it makes. Every person signs in with the
// password LOAD_PASSWORD ("kindred load person passphrase") at person-<n>@load.kindred.test, n from 1
// to the number of people (bench/seed-load/people.mjs). Rare words for search: "lighthouse" (about 1
// memory in 1,000) and "harmonica" (1 in 10,000).
//
// How: the built server starts once on the target to migrate it and load content/, exactly as it
// does in production. Then, on one connection with triggers off (`session_replication_role =
// replica`), every table is filled by `INSERT … SELECT` from generate_series, the randomness computed
// in SQL from a seeded hash of each row's number (bench/seed-load/sql.mjs), so nothing travels from
// Node but statements. Rather than running the counting and notification triggers row by row (hours
// at this size on two cores), each count is computed from its rows, set-based, in the one statement
// that writes the row holding it (memories after their reactions and comments, comments after their
// loves, notifications from every event, as the triggers of migrations 0005–0010 would have left
// them). The secondary indexes of the large tables are dropped first and built again at the end
// (bench/seed-load/finish.mjs), then VACUUM ANALYZE. A load that stops half-way leaves an incomplete
// database without those indexes: drop it (or the data directory) and run again
// (SEED_LOAD_SHOW_SQL=1 prints the SQL of the step that failed).
import { parseArgs } from 'node:util'
import { passwordHash, readCatalog } from './seed-load/catalog.mjs'
import { loadContext } from './seed-load/context.mjs'
import { countSteps, memoryCountsStep, secondaryIndexes, sequenceStep } from './seed-load/finish.mjs'
import {
  commentStagingSteps,
  finalCommentsStep,
  reactionSteps,
  supportSteps,
} from './seed-load/interactions.mjs'
import { connectionSteps, finalMemoriesStep, memoryStagingSteps, tagLinkStep } from './seed-load/memories.mjs'
import { notificationSteps } from './seed-load/notifications.mjs'
import { LOAD_PASSWORD, peopleSteps } from './seed-load/people.mjs'
import { describeLoad, recordRun, runMarkdown } from './seed-load/report.mjs'
import {
  configureSession,
  countExisting,
  existingData,
  openTarget,
  prepareWithServer,
} from './seed-load/target.mjs'
import { ROOT, requireBuild } from './lib.mjs'

const USAGE = `Usage: npm run seed:load -- --memories <n> [--people <n>] [--seed <n>] [--until <YYYY-MM-DD>]
                          [--database-url <postgres://…> | --data-dir <dir>] [--record]
Fills a fresh database: PostgreSQL (--database-url, default DATABASE_URL) or PGlite in --data-dir
(up to ${(50_000).toLocaleString('en')} memories).`
const PGLITE_MAX = 50_000

function fail(message, code = 2) {
  process.stderr.write(`${message}\n\n${USAGE}\n`)
  process.exit(code)
}

function readOptions(argv) {
  let values
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: {
        memories: { type: 'string' },
        people: { type: 'string' },
        seed: { type: 'string', default: '1' },
        until: { type: 'string' },
        'database-url': { type: 'string' },
        'data-dir': { type: 'string' },
        record: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }))
  } catch (err) {
    fail(err.message)
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`)
    process.exit(0)
  }
  const whole = (name, text, min, max) => {
    if (!/^\d+$/.test(text ?? '') || Number(text) < min || Number(text) > max)
      fail(
        `--${name} must be a whole number from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}.`,
      )
    return Number(text)
  }
  const memories = whole('memories', values.memories, 10, 10_000_000)
  const people =
    values.people === undefined
      ? Math.max(2, Math.ceil(memories / 10))
      : whole('people', values.people, 2, 10_000_000)
  const seed = whole('seed', values.seed, 0, 2 ** 31 - 1)
  let until = new Date(new Date().toISOString().slice(0, 10))
  if (values.until !== undefined) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(values.until) || Number.isNaN(Date.parse(values.until)))
      fail('--until must be a date, YYYY-MM-DD.')
    until = new Date(values.until)
  }
  const dataDir = values['data-dir']
  const databaseUrl = values['database-url'] ?? (dataDir ? undefined : process.env.DATABASE_URL)
  if (!databaseUrl && !dataDir) fail('Give --database-url (or set DATABASE_URL), or --data-dir for PGlite.')
  if (databaseUrl && dataDir) fail('Give either --database-url or --data-dir, not both.')
  if (dataDir && memories > PGLITE_MAX)
    fail(
      `PGlite holds up to ${PGLITE_MAX.toLocaleString('en')} memories here; use PostgreSQL (--database-url) for more.`,
    )
  return { memories, people, seed, until, databaseUrl, dataDir, record: values.record }
}

const options = readOptions(process.argv.slice(2))
requireBuild()
const target = { databaseUrl: options.databaseUrl, dataDir: options.dataDir }
const refuse = (found) =>
  fail(
    `This database already holds ${found.people.toLocaleString('en')} people and ${found.memories.toLocaleString('en')} memories: ` +
      'seed-load fills a fresh one (a new database or data directory). Nothing was changed.',
    1,
  )
const before = await existingData(target)
if (before && (before.people > 0 || before.memories > 0)) refuse(before)

const steps = []
const began = Date.now()
const elapsed = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`
let started = Date.now()
process.stdout.write('migrations and content (the built server starts once) … ')
await prepareWithServer(target)
steps.push({ step: 'migrations and content (server start)', ms: Date.now() - started })
console.log(elapsed(started))

const db = await openTarget(target)
const afterMigration = await countExisting(db)
if (afterMigration.people > 0 || afterMigration.memories > 0) {
  await db.close()
  refuse(afterMigration)
}
const ctx = loadContext(options)

/** Runs a step (one statement, several, or one per chunk of ids), printing progress and its time. */
async function run(step) {
  try {
    await runStep(step)
  } catch (err) {
    err.message = `${step.label ? `${step.table}: ${step.label}` : step.table}: ${err.message}`
    if (process.env.SEED_LOAD_SHOW_SQL)
      console.error(
        [step.sql]
          .flat()
          .map((s) => (typeof s === 'function' ? s(1, 2) : s))
          .join('\n\n'),
      )
    throw err
  }
}

async function runStep(step) {
  const name = step.label ? `${step.table}: ${step.label}` : step.table
  const t0 = Date.now()
  let rows = 0
  let shown = Date.now()
  if (step.chunks) {
    for (let lo = 1; lo <= step.chunks.total; lo += step.chunks.size) {
      const hi = Math.min(step.chunks.total, lo + step.chunks.size - 1)
      rows += await db.run(step.sql(lo, hi))
      if (Date.now() - shown > 5000 && hi < step.chunks.total) {
        console.log(
          `  ${name}: ${hi.toLocaleString('en')} of ${step.chunks.total.toLocaleString('en')} … ${elapsed(t0)}`,
        )
        shown = Date.now()
      }
    }
  } else {
    for (const sql of [step.sql].flat()) rows += await db.run(sql)
  }
  const last = steps.at(-1)
  if (last?.step === step.table) last.ms += Date.now() - t0
  else steps.push({ step: step.table, ms: Date.now() - t0 })
  // Working tables are the generator's own; rows are reported for the app's tables.
  const written = step.table.includes('(') ? '' : `${rows.toLocaleString('en')} rows in `
  console.log(`  ${name}: ${written}${elapsed(t0)}`)
}

try {
  await configureSession(db)
  const catalog = await readCatalog(db)
  const hash = await passwordHash(LOAD_PASSWORD, options.seed)
  console.log(
    `loading ${options.memories.toLocaleString('en')} memories and ${options.people.toLocaleString('en')} people into ${db.kind} (seed ${options.seed})`,
  )
  await db.run('drop schema if exists seed_load cascade')
  await db.run('create schema seed_load')

  for (const step of peopleSteps(ctx, { passwordHash: hash, root: ROOT, options: catalog.options }))
    await run(step)
  const indexes = await secondaryIndexes(db)
  for (const index of indexes) await db.run(`drop index ${index.name}`)
  console.log(`  dropped ${indexes.length} secondary indexes of the large tables`)
  const sequence = [
    ...memoryStagingSteps(ctx, catalog),
    ...connectionSteps(ctx),
    tagLinkStep(ctx),
    ...reactionSteps(ctx),
    ...commentStagingSteps(ctx),
    ...supportSteps(ctx, catalog),
    finalCommentsStep(ctx),
    memoryCountsStep,
    finalMemoriesStep(ctx),
    ...countSteps,
    ...notificationSteps(ctx),
    sequenceStep,
  ]
  for (const step of sequence) await run(step)

  for (const table of [...new Set(indexes.map((i) => i.table))]) {
    const t0 = Date.now()
    for (const index of indexes.filter((i) => i.table === table)) await db.run(index.definition)
    steps.push({ step: `indexes of ${table}`, ms: Date.now() - t0 })
    console.log(`  indexes of ${table}: ${elapsed(t0)}`)
  }
  await db.run('drop schema seed_load cascade')
  started = Date.now()
  await db.run('vacuum analyze')
  steps.push({ step: 'vacuum analyze', ms: Date.now() - started })
  console.log(`  vacuum analyze: ${elapsed(started)}`)
} catch (err) {
  console.error(`\nThe load stopped: ${err.message}`)
  console.error(
    'This database is now incomplete (and without some of its indexes): drop it, or delete the data directory, and run again.',
  )
  await db.close()
  process.exit(1)
}

const result = {
  date: new Date().toISOString(),
  database: db.kind,
  memories: options.memories,
  people: options.people,
  seed: options.seed,
  until: options.until.toISOString().slice(0, 10),
  total_ms: Date.now() - began,
  steps,
  ...(await describeLoad(db)),
}
await db.close()
console.log(`\n${runMarkdown(result)}`)
if (options.record) console.log(`recorded in ${recordRun(ROOT, result)}`)
