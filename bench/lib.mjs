import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

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

/** Starts the built server and resolves once /api/health answers; `stop()` sends SIGTERM. */
export async function startServer(env) {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [MAIN], {
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
