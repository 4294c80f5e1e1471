// Where a signed-in feed page's server time goes (issue 24): the built server on a loaded database
// (npm run seed:load) under `node --cpu-prof`, the generated person's feed page 1 under autocannon,
// then the profile's self time summed by frame and by where the code comes from.
//
//   npx tsx bench/scale/profile.mjs [label]   (SCALE_LARGE_URL names another database; BENCH_SECONDS)
//
// Writes bench/results/profile-signed-in-feed-<date>[-label].md.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT, liftedRateLimits, requireBuild, startServer } from '../lib.mjs'
import { machine } from '../machine.mjs'
import { readFixtures, signIn } from './fixtures.mjs'
import { measure } from './measure.mjs'

const DATABASE = process.env.SCALE_LARGE_URL ?? 'postgres://postgres@127.0.0.1:5432/kindred_scale'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const label = process.argv[2] ? `-${process.argv[2]}` : ''
const TOP = 20

requireBuild()
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-profile-'))
const fixtures = await readFixtures(DATABASE)
const server = await startServer({ DATABASE_URL: DATABASE, RATE_LIMITS: liftedRateLimits(['loginPerIp']) }, [
  '--cpu-prof',
  `--cpu-prof-dir=${profileDir}`,
])
const headers = await signIn(server.origin, fixtures.person)
const url = `${server.origin}/api/v1/feed/`
await measure({ url, headers }, { duration: 2, connections: 10 })
// V8 stamps samples with the monotonic clock in microseconds, as process.hrtime does here: the
// samples of the measured seconds alone, without start-up and warming.
const from = Number(process.hrtime.bigint() / 1000n)
const measured = await measure({ url, headers }, { duration: SECONDS, connections: 10 })
const to = Number(process.hrtime.bigint() / 1000n)
await server.stop()
const requests = measured.requests_per_s * SECONDS

const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'))
if (!file) throw new Error('the server wrote no profile')
const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), 'utf8'))
fs.rmSync(profileDir, { recursive: true, force: true })

/** Where a frame's code comes from: a package, Node itself, the app, or the engine. */
function origin({ url, functionName }) {
  if (!url) return functionName.startsWith('(') ? functionName : '(engine)'
  if (url.startsWith('node:')) return 'node'
  const inPackage = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (inPackage) return inPackage[1]
  return url.includes('apps/server/dist') ? 'Kindred (bundled)' : url
}

const sampleMs = (profile.endTime - profile.startTime) / 1000 / profile.samples.length
const hitsOf = new Map()
let at = profile.startTime
for (const [i, id] of profile.samples.entries()) {
  at += profile.timeDeltas[i]
  if (at >= from && at <= to) hitsOf.set(id, (hitsOf.get(id) ?? 0) + 1)
}
if (hitsOf.size === 0) throw new Error('no sample of the profile falls in the measured seconds')
const frames = new Map()
const origins = new Map()
for (const node of profile.nodes) {
  const hits = hitsOf.get(node.id)
  if (!hits) continue
  const where = origin(node.callFrame)
  const name = `${node.callFrame.functionName || '(anonymous)'} — ${where}`
  frames.set(name, (frames.get(name) ?? 0) + hits)
  origins.set(where, (origins.get(where) ?? 0) + hits)
}
const busy = [...origins].filter(([from]) => from !== '(idle)').reduce((sum, [, hits]) => sum + hits, 0)
const rows = (map) =>
  [...map]
    .filter(([name]) => !name.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(
      ([name, hits]) =>
        `| ${name} | ${((hits * sampleMs) / requests).toFixed(3)} | ${((100 * hits) / busy).toFixed(1)} % |`,
    )

const date = new Date().toISOString().slice(0, 10)
const markdown = `# A signed-in feed page's server time (${date}${label ? `, ${label.slice(1)}` : ''})

Machine: ${machine().description.replace(/^Machine: |\.$/g, '')}. Database: ${fixtures.memories.toLocaleString('en')} memories on PostgreSQL
(\`npm run seed:load\`). The built server under \`node --cpu-prof\`; the generated person's
\`GET /api/v1/feed/\` (page 1) by autocannon, 10 connections, ${SECONDS} s after 2 s of warming:
${measured.requests_per_s} requests/s, p50 ${measured.p50_ms} ms, about ${requests} requests
(\`bench/scale/profile.mjs\`). Self time of the server process only (PostgreSQL runs elsewhere);
"ms a request" is the frame's samples × ${sampleMs.toFixed(3)} ms ÷ requests, "share" its part of
the busy (not idle) samples.

## By origin

| origin | ms a request | share |
|---|---|---|
${rows(origins).join('\n')}

## Top ${TOP} frames

| frame — origin | ms a request | share |
|---|---|---|
${rows(frames).join('\n')}
`
const out = path.join(ROOT, `bench/results/profile-signed-in-feed-${date}${label}.md`)
fs.writeFileSync(out, markdown)
console.log(markdown)
console.error(`written to ${path.relative(ROOT, out)}`)
