// What the session check costs (issue 3): throughput and latency of an authenticated trivial
// route (GET /api/v1/auth/me: cookie + X-CSRF-Token → one indexed session lookup) against an
// anonymous trivial route (GET /api/v1/auth/providers: no database), in the same run on the same
// server. Embedded PGlite by default; BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL.
// Run after `npm run build`. Writes bench/results/auth-overhead-<date>.{json,md}.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { machine } from './machine.mjs'
import { requireBuild, signUpThroughOutbox, startServer, summarize, writeResult } from './lib.mjs'

requireBuild()
const DURATION = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-bench-auth-'))
const databaseUrl = process.env.BENCH_DATABASE_URL
const server = await startServer({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) })
const { origin } = server

const authHeaders = await signUpThroughOutbox(origin, dataDir)

const run = (url, headers) =>
  autocannon({ url: `${origin}${url}`, headers, connections: CONNECTIONS, duration: DURATION })

await run('/api/v1/auth/providers', {}) // warm-up
const anonymous = summarize(await run('/api/v1/auth/providers', {}))
const authenticated = summarize(await run('/api/v1/auth/me', authHeaders))
await server.stop()
fs.rmSync(dataDir, { recursive: true, force: true })

const result = {
  benchmark: 'auth-overhead',
  date: new Date().toISOString(),
  database: databaseUrl ? 'postgresql' : 'pglite',
  duration_s: DURATION,
  connections: CONNECTIONS,
  machine: machine(),
  anonymous,
  authenticated,
  authenticated_to_anonymous_throughput: Number(
    (authenticated.requests_per_s / anonymous.requests_per_s).toFixed(3),
  ),
}
const row = (name, r) => `| ${name} | ${r.requests_per_s} | ${r.p50_ms} | ${r.p99_ms} | ${r.non_2xx} |`
writeResult(
  `auth-overhead-${result.database}`,
  result,
  `# Cost of the session check (${result.date.slice(0, 10)}, ${result.database})

${result.machine.description}

autocannon, ${CONNECTIONS} connections for ${DURATION} s each, same server, same run.

| route | requests/s | p50 ms | p99 ms | non-2xx |
|---|---|---|---|---|
${row('anonymous `GET /api/v1/auth/providers`', anonymous)}
${row('authenticated `GET /api/v1/auth/me`', authenticated)}

Authenticated throughput is **${Math.round(result.authenticated_to_anonymous_throughput * 100)} %** of anonymous.
${
  databaseUrl
    ? 'On PostgreSQL every authenticated request runs one indexed query joining the session and the person.'
    : 'On PGlite a repeated check is answered from the in-process session cache (decision 009); every write drops it.'
}
`,
)
