// Route fuzzing, the long run (issue 15): the same file as the CI run
// (apps/server/src/plugins/route-fuzz.test.ts) with `--runs` requests per operation in each of
// signed out and signed in (5,000 by default: 10,000 per route), on in-memory PGlite through
// app.inject(), so no server is needed. `--postgres` runs it on TEST_DATABASE_URL's server instead;
// `--seed` replays a run; `--shards` parts of the operations (24 by default) run in fresh
// processes, `--jobs` at a time (the machine's cores by default). Writes
// bench/results/fuzz-<date>.{json,md} (fuzz-postgresql-<date> on PostgreSQL).
//   npm run fuzz -- --runs 5000
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { machine } from './machine.mjs'
import { ROOT, writeResult } from './lib.mjs'

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '5000' },
    seed: { type: 'string' },
    postgres: { type: 'boolean', default: false },
    jobs: { type: 'string', default: String(os.availableParallelism()) },
    shards: { type: 'string', default: '24' },
  },
})
if (args.postgres && !process.env.TEST_DATABASE_URL) {
  console.error('--postgres needs TEST_DATABASE_URL')
  process.exit(1)
}
// The operations are split into `--shards` parts (every n-th from the i-th), each fuzzed by a fresh
// process on its own database, `--jobs` at a time, all with the one seed (so a seed still replays a
// run). Fresh processes because app.inject() keeps about 10 kB of every request it sends in this
// setup (a bare Fastify does too; the server over HTTP does not): one process for every operation
// ran out of memory after some 120,000 requests. A part of a few operations stays well inside.
const jobs = Number(args.jobs)
const shards = Number(args.shards)
const seed = args.seed ?? String(Math.floor(Math.random() * 2 ** 31))
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-fuzz-'))
const project = args.postgres ? 'server (PostgreSQL)' : 'server (PGlite)'
const reportOf = (shard) => path.join(scratch, `report-${shard}.json`)
const started = Date.now()

function fuzzShard(shard) {
  const child = spawn(
    'npx',
    ['vitest', 'run', '--project', project, 'apps/server/src/plugins/route-fuzz.test.ts'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        FUZZ_RUNS: args.runs,
        FUZZ_REPORT: reportOf(shard),
        FUZZ_SEED: seed,
        FUZZ_SHARD: `${shard}/${shards}`,
      },
    },
  )
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)))
}

const exitCodes = []
let next = 0
await Promise.all(
  Array.from({ length: Math.min(jobs, shards) }, async () => {
    while (next < shards) {
      const shard = next++
      exitCodes[shard] = await fuzzShard(shard)
      console.log(
        `== fuzz part ${shard + 1} of ${shards} done (${Math.round((Date.now() - started) / 1000)} s)`,
      )
    }
  }),
)
const reports = []
for (let shard = 0; shard < shards; shard++) {
  if (!fs.existsSync(reportOf(shard))) {
    console.error(
      `Fuzz part ${shard + 1} of ${shards} wrote no report (it failed before fuzzing; see above).`,
    )
    process.exit(1)
  }
  reports.push(JSON.parse(fs.readFileSync(reportOf(shard), 'utf8')))
}
fs.rmSync(scratch, { recursive: true })
const report = {
  ...reports[0],
  re_sign_ins: reports.reduce((n, r) => n + r.re_sign_ins, 0),
  operations: reports.flatMap((r) => r.operations),
  problems: reports.flatMap((r) => r.problems),
  digest_problems: reports.flatMap((r) => r.digest_problems),
}

const database = args.postgres ? 'postgresql' : 'pglite'
const byOperation = new Map()
for (const t of report.operations) {
  const row = byOperation.get(t.operation) ?? {
    operation: t.operation,
    requests: 0,
    statuses: {},
    five_xx: 0,
  }
  row.requests += t.requests
  for (const [status, n] of Object.entries(t.statuses)) {
    row.statuses[status] = (row.statuses[status] ?? 0) + n
    if (Number(status) >= 500) row.five_xx += n
  }
  byOperation.set(t.operation, row)
}
const routes = [...byOperation.values()]
const total = routes.reduce((n, r) => n + r.requests, 0)
const fiveXx = routes.reduce((n, r) => n + r.five_xx, 0)
// A route fuzzed in one mode only (see EXCLUDED) has half the requests: named beside the others'.
const excludedKeys = new Set(report.excluded.map((e) => e.operation))
const fewest = (list) => list.reduce((a, r) => (r.requests < a.requests ? r : a), list[0])
const fewestFull = fewest(routes.filter((r) => !excludedKeys.has(r.operation)))
const result = {
  date: new Date().toISOString(),
  machine: machine(),
  database,
  seed: report.seed,
  runs_per_operation_and_mode: report.runs_per_operation_and_mode,
  jobs,
  shards,
  duration_s: Math.round((Date.now() - started) / 1000),
  requests: total,
  fewest_requests_per_route: fewestFull.requests,
  five_xx: fiveXx,
  problems: report.problems,
  digest_problems: report.digest_problems,
  re_sign_ins: report.re_sign_ins,
  excluded: report.excluded,
  routes,
  by_mode: report.operations,
}

const statuses = (s) =>
  Object.entries(s)
    .map(([k, v]) => `${k}×${v}`)
    .join(' ')
const findings = [...report.problems, ...report.digest_problems].map(
  (p) =>
    `- ${p.operation} (${p.mode}): ${p.problem ?? `database changed (${p.tables.join(', ')})`}` +
    (p.request ? `: \`${p.request}\`` : ''),
)
const markdown = [
  `# Route fuzzing (${result.date.slice(0, 10)}, ${database})`,
  result.machine.description,
  `Every operation of the OpenAPI description, signed out and signed in (an admin, with the CSRF ` +
    `header and same-origin headers): ${report.runs_per_operation_and_mode.toLocaleString('en')} ` +
    `requests in each mode, plus ${report.refused_runs_per_operation_and_mode} built to be refused. ` +
    `Hostile values in path, query and JSON body (NUL bytes, lone surrogates, 100 kB+ strings, wrong ` +
    `types, prototype keys, 10,000 levels of nesting, broken JSON, wrong content types) mixed with ` +
    `valid-shaped values from the schemas. Seed ${report.seed}; ${total.toLocaleString('en')} requests ` +
    `in ${result.duration_s} s in ${shards} processes, ${jobs} at a time; signed in again ${report.re_sign_ins} times ` +
    `(sign-out, refresh-token reuse). Every route had at least ${fewestFull.requests.toLocaleString('en')} ` +
    `requests, but for those fuzzed in one mode only (below).`,
  `**5xx answers: ${fiveXx}.** Answers with internal detail or an error body out of shape: ` +
    `${report.problems.length}. Batches of refused requests after which the database digest differed: ` +
    `${report.digest_problems.length} (of ${report.operations.reduce((n, t) => n + t.digest_checks, 0)} checked).`,
  ...(findings.length ? [findings.join('\n')] : []),
  `Excluded: ${report.excluded.map((e) => `${e.operation} (${e.mode}): ${e.reason}`).join('; ') || 'none'}.`,
  [
    '| Operation | Requests (both modes) | Statuses seen | 5xx |',
    '| --------- | --------------------: | ------------- | --: |',
    ...routes.map((r) => `| \`${r.operation}\` | ${r.requests} | ${statuses(r.statuses)} | ${r.five_xx} |`),
  ].join('\n'),
].join('\n\n')

writeResult(args.postgres ? 'fuzz-postgresql' : 'fuzz', result, markdown + '\n')
process.exit(exitCodes.every((code) => code === 0) ? 0 : 1)
