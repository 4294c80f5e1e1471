// Route fuzzing, the long run (issue 15): the same file as the CI run
// (apps/server/src/plugins/route-fuzz.test.ts) with `--runs` requests per operation in each of
// signed out and signed in (10,000 by default), on in-memory PGlite through app.inject(), so no
// server is needed. `--postgres` runs it on TEST_DATABASE_URL's server instead; `--seed` replays a
// run. Writes bench/results/fuzz-<date>.{json,md} (fuzz-postgresql-<date> on PostgreSQL).
//   npm run fuzz -- --runs 10000
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { machine } from './machine.mjs'
import { ROOT, writeResult } from './lib.mjs'

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '10000' },
    seed: { type: 'string' },
    postgres: { type: 'boolean', default: false },
  },
})
if (args.postgres && !process.env.TEST_DATABASE_URL) {
  console.error('--postgres needs TEST_DATABASE_URL')
  process.exit(1)
}
const reportFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-fuzz-')), 'report.json')
const project = args.postgres ? 'server (PostgreSQL)' : 'server (PGlite)'
const started = Date.now()
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--project', project, 'apps/server/src/plugins/route-fuzz.test.ts'],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      FUZZ_RUNS: args.runs,
      FUZZ_REPORT: reportFile,
      ...(args.seed ? { FUZZ_SEED: args.seed } : {}),
    },
  },
)
if (!fs.existsSync(reportFile)) {
  console.error('The fuzz run wrote no report (it failed before fuzzing; see above).')
  process.exit(1)
}
const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'))
fs.rmSync(path.dirname(reportFile), { recursive: true })

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
const result = {
  date: new Date().toISOString(),
  machine: machine(),
  database,
  seed: report.seed,
  runs_per_operation_and_mode: report.runs_per_operation_and_mode,
  duration_s: Math.round((Date.now() - started) / 1000),
  requests: total,
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
    `in ${result.duration_s} s; signed in again ${report.re_sign_ins} times (sign-out, refresh-token reuse).`,
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
process.exit(run.status ?? 1)
