// What the session check costs (issue 3): throughput and latency of an authenticated trivial
// route (GET /api/v1/auth/me: cookie + X-CSRF-Token → one indexed session lookup) against an
// anonymous trivial route (GET /api/v1/auth/providers: no database), in the same run on the same
// server. Embedded PGlite by default; BENCH_DATABASE_URL=postgres://… runs it on a fresh database on
// that server. Run after `npm run build`. Writes bench/results/auth-overhead-<date>.{json,md}.
import { TRIVIAL, requireBuild, signUpThroughOutbox, startServer, writeResult } from './lib.mjs'
import { benchPlace, loadOn, resultHead } from './setup.mjs'

requireBuild()
const place = await benchPlace('auth')
const server = await startServer(place.env)
const { origin } = server

const authHeaders = await signUpThroughOutbox(origin, place.dataDir)
const { measure, warm } = loadOn(origin)

await warm(TRIVIAL.path)
const anonymous = await measure(TRIVIAL.path)
const authenticated = await measure('/api/v1/auth/me', { headers: authHeaders })
await server.stop()
await place.cleanUp()

const result = {
  ...resultHead('auth-overhead', place),
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

autocannon, ${result.connections} connections for ${result.duration_s} s each, same server, same run.

| route | requests/s | p50 ms | p99 ms | non-2xx |
|---|---|---|---|---|
${row('anonymous `GET /api/v1/auth/providers`', anonymous)}
${row('authenticated `GET /api/v1/auth/me`', authenticated)}

Authenticated throughput is **${Math.round(result.authenticated_to_anonymous_throughput * 100)} %** of anonymous.
${
  place.databaseUrl
    ? 'On PostgreSQL every authenticated request runs one indexed query joining the session and the person.'
    : 'On PGlite a repeated check is answered from the in-process session cache (decision 009); every write drops it.'
}
`,
)
