// A first visit (issue 8): the JavaScript a first visit to / and to /guide loads (sent compressed,
// its gzip size for the 100 kB budget, and unpacked), measured in the system Chromium, and
// Lighthouse's mobile performance score for both pages (simulated slow 4G and a 4× slower CPU;
// median of BENCH_RUNS runs). Builds first if a source changed, then starts the built server on a
// free port with a fresh DATA_DIR. Writes bench/results/first-load-<date>.{json,md}.
// Lighthouse turns the CPU time it measures into a phone's (×4), so other work on the machine
// shows up as a slower phone; run as root, Chromium gets a higher scheduling priority (nice -10)
// to keep a shared machine's load out of the figures, and the load average is recorded beside them.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { build } from '../scripts/build.mjs'
import { machine } from './machine.mjs'
import { startServer, writeResult } from './lib.mjs'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
const PAGES = ['/', '/guide']
const PRIORITISED = process.getuid?.() === 0
const BUDGET_BYTES = 100_000

build({ ifChanged: true })
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-bench-first-load-'))
const server = await startServer({ DATA_DIR: dataDir })
const { origin } = server

/** Every script a first visit loads, as Chromium received it, with its gzip size as the server sends it. */
async function scriptsOf(browser, pathname) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const responses = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response)
  })
  await page.goto(`${origin}${pathname}`, { waitUntil: 'networkidle' })
  await page.getByRole('heading', { level: 1 }).waitFor()
  const scripts = []
  for (const response of responses) {
    const sizes = await response.request().sizes()
    const gzip = await fetch(response.url(), { headers: { 'accept-encoding': 'gzip' } })
    scripts.push({
      file: new URL(response.url()).pathname,
      encoding: response.headers()['content-encoding'] ?? 'identity',
      transferred_bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      body_bytes: sizes.responseBodySize,
      gzip_bytes: Number(gzip.headers.get('content-length')),
      unpacked_bytes: (await response.body()).length,
    })
    await gzip.arrayBuffer()
  }
  await context.close()
  const total = (key) => scripts.reduce((sum, s) => sum + s[key], 0)
  return {
    requests: scripts.length,
    transferred_bytes: total('transferred_bytes'),
    body_bytes: total('body_bytes'),
    gzip_bytes: total('gzip_bytes'),
    unpacked_bytes: total('unpacked_bytes'),
    scripts,
  }
}

let version = 'unknown'
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const METRICS = {
  fcp_ms: 'first-contentful-paint',
  lcp_ms: 'largest-contentful-paint',
  tbt_ms: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si_ms: 'speed-index',
}

/** Chromium, started through `nice` when we may raise its priority. */
function lighthouseChromePath(dir) {
  if (!PRIORITISED) return CHROME_PATH
  const wrapper = path.join(dir, 'chromium-prioritised.sh')
  fs.writeFileSync(wrapper, `#!/bin/sh\nexec nice -n -10 ${JSON.stringify(CHROME_PATH)} "$@"\n`, {
    mode: 0o755,
  })
  return wrapper
}

async function lighthouseRuns(pathname) {
  const chrome = await chromeLauncher.launch({
    chromePath: lighthouseChromePath(dataDir),
    chromeFlags: CHROME_FLAGS,
  })
  const runs = []
  try {
    for (let i = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(`${origin}${pathname}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
      })
      version = lhr.lighthouseVersion
      const run = { score: Math.round(lhr.categories.performance.score * 100) }
      for (const [key, audit] of Object.entries(METRICS)) run[key] = lhr.audits[audit].numericValue
      run.load_average = os.loadavg()[0]
      runs.push(run)
    }
  } finally {
    await chrome.kill()
  }
  const summary = { runs }
  for (const key of ['score', ...Object.keys(METRICS)]) summary[key] = median(runs.map((run) => run[key]))
  summary.min_score = Math.min(...runs.map((run) => run.score))
  summary.max_score = Math.max(...runs.map((run) => run.score))
  return summary
}

const loadBefore = os.loadavg()
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] })
const javascript = {}
for (const pathname of PAGES) javascript[pathname] = await scriptsOf(browser, pathname)
await browser.close()
const lighthouseResults = {}
for (const pathname of PAGES) lighthouseResults[pathname] = await lighthouseRuns(pathname)
await server.stop()
fs.rmSync(dataDir, { recursive: true, force: true })

const result = {
  benchmark: 'first-load',
  date: new Date().toISOString(),
  machine: machine(),
  load_average_before: loadBefore.map((x) => Number(x.toFixed(2))),
  load_average_after: os.loadavg().map((x) => Number(x.toFixed(2))),
  lighthouse: { version, chromium_priority: PRIORITISED ? 'nice -10' : 'normal' },
  runs: RUNS,
  budget_gzip_bytes: BUDGET_BYTES,
  javascript,
  performance: lighthouseResults,
}

const kB = (bytes) => (bytes / 1000).toFixed(1)
const jsRows = PAGES.map((p) => {
  const j = javascript[p]
  return `| \`${p}\` | ${j.requests} | ${kB(j.body_bytes)} (${j.scripts[0]?.encoding}) | ${kB(j.gzip_bytes)} | ${kB(j.unpacked_bytes)} |`
}).join('\n')
const lhRows = PAGES.map((p) => {
  const l = lighthouseResults[p]
  return `| \`${p}\` | **${l.score}** (${l.min_score}–${l.max_score}) | ${(l.fcp_ms / 1000).toFixed(2)} s | ${(l.lcp_ms / 1000).toFixed(2)} s | ${Math.round(l.tbt_ms)} ms | ${l.cls.toFixed(3)} | ${(l.si_ms / 1000).toFixed(2)} s |`
}).join('\n')

writeResult(
  'first-load',
  result,
  `# A first visit: JavaScript and Lighthouse (${result.date.slice(0, 10)})

${result.machine.description} Load average before the run ${result.load_average_before.join(', ')},
after ${result.load_average_after.join(', ')} (other work on the machine slows the measured CPU times).

## JavaScript a first visit loads

Measured in the system Chromium with an empty cache: every script the page loads until the network
is idle. "Sent" is what Chromium received (brotli); "gzip" is the same files as the server sends
them to a browser that accepts only gzip, the measure of the budget (${kB(BUDGET_BYTES)} kB for \`/\`).

| page | scripts | sent (kB) | gzip (kB) | unpacked (kB) |
|---|---|---|---|---|
${jsRows}

## Lighthouse, mobile (version ${result.lighthouse.version})

Performance score, median of ${RUNS} runs (min–max), and the median of each metric. Lighthouse's
default mobile settings: simulated slow 4G (150 ms, 1.6 Mbit/s) and a 4× slower CPU, computed from
the CPU times measured here (Chromium's priority: ${result.lighthouse.chromium_priority}).

| page | score | FCP | LCP | TBT | CLS | Speed Index |
|---|---|---|---|---|---|---|
${lhRows}
`,
)
