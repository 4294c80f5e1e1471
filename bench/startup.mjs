// Startup benchmark of the embedded server (issue 2): cold start (empty DATA_DIR: create and
// migrate PGlite, load content) and warm start (same DATA_DIR again), each timed from spawn to
// the first 200 from /api/health, with resident memory then and after 200 health requests.
// Run after `npm run build`. Writes bench/results/startup-<date>.{json,md}.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import net from 'node:net'
import { machine } from './machine.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')
const MAIN = path.join(ROOT, 'apps/server/dist/main.js')
const RUNS = Number(process.env.BENCH_RUNS ?? 5)

if (!fs.existsSync(MAIN)) {
  console.error('Build first: npm run build')
  process.exit(1)
}

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
  })

const rssMiB = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024
}

async function startOnce(dataDir) {
  const port = await freePort()
  const t0 = performance.now()
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  })
  const url = `http://127.0.0.1:${port}/api/health`
  for (;;) {
    try {
      if ((await fetch(url)).status === 200) break
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 10))
  }
  const readyMs = performance.now() - t0
  const rssReady = rssMiB(child.pid)
  for (let i = 0; i < 200; i++) await (await fetch(url)).arrayBuffer()
  const rssAfter = rssMiB(child.pid)
  const exited = new Promise((r) => child.on('exit', r))
  child.kill('SIGTERM')
  await exited
  return { readyMs, rssReady, rssAfter }
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return { median: s[Math.floor(s.length / 2)], min: s[0], max: s[s.length - 1] }
}

const cold = []
const warm = []
for (let i = 0; i < RUNS; i++) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-bench-'))
  cold.push(await startOnce(dir))
  warm.push(await startOnce(dir))
  fs.rmSync(dir, { recursive: true, force: true })
}

const summary = (runs) => ({
  ready_ms: stats(runs.map((r) => r.readyMs)),
  rss_at_ready_mib: stats(runs.map((r) => r.rssReady)),
  rss_after_200_requests_mib: stats(runs.map((r) => r.rssAfter)),
})
const result = {
  benchmark: 'startup',
  date: new Date().toISOString(),
  runs: RUNS,
  machine: machine(),
  cold: summary(cold),
  warm: summary(warm),
}

const fmt = (n) => n.toFixed(0)
const md = `# Startup of the embedded server (${result.date.slice(0, 10)})

${result.machine.description}

Median of ${RUNS} runs (min–max). Time from spawning \`node apps/server/dist/main.js\` to the first
200 from \`/api/health\`; resident memory (VmRSS) at that moment and after 200 health requests.

| | ready (ms) | RSS at ready (MiB) | RSS after 200 requests (MiB) |
|---|---|---|---|
${['cold', 'warm']
  .map((k) => {
    const s = result[k]
    const cell = (x) => `${fmt(x.median)} (${fmt(x.min)}–${fmt(x.max)})`
    return `| ${k} (${k === 'cold' ? 'empty DATA_DIR: create, migrate, load content' : 'same DATA_DIR again'}) | ${cell(s.ready_ms)} | ${cell(s.rss_at_ready_mib)} | ${cell(s.rss_after_200_requests_mib)} |`
  })
  .join('\n')}
`
const out = path.join(ROOT, 'bench/results', `startup-${result.date.slice(0, 10)}`)
fs.mkdirSync(path.dirname(out), { recursive: true })
fs.writeFileSync(`${out}.json`, JSON.stringify(result, null, 2) + '\n')
fs.writeFileSync(`${out}.md`, md)
console.log(md)
