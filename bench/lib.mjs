import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import pg from 'pg'

export const ROOT = path.resolve(import.meta.dirname, '..')
export const MAIN = path.join(ROOT, 'apps/server/dist/main.js')

export function requireBuild() {
  if (!fs.existsSync(MAIN)) {
    console.error('Build first: npm run build')
    process.exit(1)
  }
}

export const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
  })

/**
 * Starts the built server (`main`, this checkout's by default) and resolves once /api/health
 * answers; `stop()` sends SIGTERM.
 */
export async function startServer(env, nodeOptions = [], main = MAIN) {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [...nodeOptions, main], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: origin,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up')
    try {
      if ((await fetch(`${origin}/api/health`)).status === 200) break
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 20))
  }
  return {
    origin,
    child,
    stop: () => new Promise((resolve) => (child.on('exit', resolve), child.kill('SIGTERM'))),
  }
}

/**
 * A real account through the real flow: register, then open the link the development outbox
 * (DATA_DIR/outbox) holds. Resolves to the headers of a signed-in browser that sends authentication.
 */
/** The password every account a benchmark signs up has. */
export const BENCH_PASSWORD = 'a long benchmark passphrase'

export async function signUpThroughOutbox(origin, dataDir, email = `bench-${Date.now()}@example.org`) {
  const json = { 'content-type': 'application/json', origin }
  await fetch(`${origin}/api/v1/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  })
  let token
  for (let i = 0; i < 100 && !token; i++) {
    await new Promise((r) => setTimeout(r, 100))
    const folder = path.join(dataDir, 'outbox')
    for (const file of fs.existsSync(folder) ? fs.readdirSync(folder) : []) {
      const mail = fs
        .readFileSync(path.join(folder, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=')
      if (!mail.includes(email)) continue
      token = /\/auth\/verify#token=([A-Za-z0-9_-]{43})/.exec(mail)?.[1] ?? token
    }
  }
  if (!token) throw new Error('no verification mail in the development outbox')
  const verified = await fetch(`${origin}/api/v1/auth/verify-email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ token }),
  })
  const cookies = verified.headers.getSetCookie().map((c) => c.split(';')[0])
  const csrf = cookies.find((c) => c.startsWith('csrfToken='))?.split('=')[1]
  const headers = { cookie: cookies.join('; '), 'x-csrf-token': csrf, origin }
  if ((await fetch(`${origin}/api/v1/auth/me`, { headers })).status !== 200) throw new Error('not signed in')
  return headers
}

/**
 * Reads a Server-Sent Events body to its end, calling `onEvent` with each event's text (its lines
 * without the blank line after); resolves when the stream ends, is aborted or breaks.
 */
export async function eachServerSentEvent(body, onEvent) {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      buffer += decoder.decode(value, { stream: true })
      let end
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        onEvent(buffer.slice(0, end))
        buffer = buffer.slice(end + 2)
      }
    }
  } catch {
    /* aborted or broken: ended either way */
  }
}

/** RATE_LIMITS for a benchmark: the named limits (SPEC §3.6) out of the way of a load from one address. */
export const liftedRateLimits = (names) =>
  JSON.stringify(Object.fromEntries(names.map((name) => [name, { limit: 100_000_000 }])))

export function writeResult(name, result, markdown) {
  const out = path.join(ROOT, 'bench/results', `${name}-${result.date.slice(0, 10)}`)
  fs.mkdirSync(path.dirname(out), { recursive: true })
  fs.writeFileSync(`${out}.json`, JSON.stringify(result, null, 2) + '\n')
  fs.writeFileSync(`${out}.md`, markdown)
  console.log(markdown)
}

/** The figures kept from an autocannon run. */
export const summarize = (r) => ({
  requests_per_s: Math.round(r.requests.average),
  p50_ms: r.latency.p50,
  p99_ms: r.latency.p99,
  non_2xx: r.non2xx,
})

/** The route a load benchmark measures beside the others: the app's floor, without the database. */
export const TRIVIAL = { name: 'trivial `GET /api/v1/auth/providers`', path: '/api/v1/auth/providers' }

/** Each route's result with its throughput as a share of the trivial route's (`to_trivial`). */
export function withRatios(routes) {
  const trivial = routes[TRIVIAL.name].requests_per_s
  return Object.fromEntries(
    Object.entries(routes).map(([name, r]) => [
      name,
      { ...r, to_trivial: Number((r.requests_per_s / trivial).toFixed(3)) },
    ]),
  )
}

/** The Markdown table of routes with ratios: requests/s, share of trivial, p50, p99, non-2xx. */
export function routeTable(routes) {
  const rows = Object.entries(routes).map(
    ([name, r]) =>
      `| ${name} | ${r.requests_per_s} | ${Math.round(r.to_trivial * 100)} % | ${r.p50_ms} | ${r.p99_ms} | ${r.non_2xx} |`,
  )
  return [
    '| route | requests/s | of trivial | p50 ms | p99 ms | non-2xx |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n')
}

/**
 * With BENCH_DATABASE_URL (a PostgreSQL server), a fresh database on it for this run: its URL, and
 * `drop()` for the end. Without it, no URL (the run uses embedded PGlite) and `drop()` does nothing.
 */
export async function freshBenchDatabase() {
  const serverUrl = process.env.BENCH_DATABASE_URL
  if (!serverUrl) return { databaseUrl: undefined, drop: async () => {} }
  const { databaseUrl, drop } = await newPostgresDatabase(serverUrl, `kindred_bench_${Date.now()}`)
  return { databaseUrl, drop }
}

/**
 * A new database `name` on the PostgreSQL server `serverUrl` names (its own database is only used to
 * create and drop it): its URL, and `drop()` for the end, which ends any connection left to it.
 */
export async function newPostgresDatabase(serverUrl, name) {
  const admin = async (query) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    await client.query(query).finally(() => client.end())
  }
  await admin(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { databaseUrl: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) }
}
