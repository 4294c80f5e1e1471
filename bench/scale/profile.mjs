// Where a signed-in feed page's server time goes (issue 24): the built server on a loaded database
// (npm run seed:load) under `node --cpu-prof`, the generated person's feed page 1 under autocannon,
// then the profile's self time summed by frame and by where the code comes from.
//
//   npx tsx bench/scale/profile.mjs [label]   (SCALE_LARGE_URL names another database; BENCH_SECONDS)
//   npx tsx bench/scale/profile.mjs --only 'comments page 1 (signed in)'   (any route of
//     bench/scale/routes.mjs, the first whose name contains the text; printed, nothing written)
//
// Writes bench/results/profile-signed-in-feed-<date>[-label].md (not with --only).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT, liftedRateLimits, requireBuild, startServer } from '../lib.mjs'
import { machine } from '../machine.mjs'
import { readFixtures } from './fixtures.mjs'
import { measure } from './measure.mjs'
import { routeContext, scaleRoutes } from './routes.mjs'

const DATABASE = process.env.SCALE_LARGE_URL ?? 'postgres://postgres@127.0.0.1:5432/kindred_scale'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const onlyAt = process.argv.indexOf('--only')
const only = onlyAt === -1 ? null : process.argv[onlyAt + 1]
const label = only === null && process.argv[2] ? `-${process.argv[2]}` : ''
const TOP = 20

requireBuild()
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-profile-'))
const fixtures = await readFixtures(DATABASE)
const server = await startServer({ DATABASE_URL: DATABASE, RATE_LIMITS: liftedRateLimits(['loginPerIp']) }, [
  '--cpu-prof',
  `--cpu-prof-dir=${profileDir}`,
])
const routes = scaleRoutes(await routeContext(server.origin, fixtures))
const [routeName, , options] = routes.find(([name]) => name.includes(only ?? 'feed page 1 (signed in)')) ?? []
if (!options) throw new Error(`no route of bench/scale/routes.mjs is called ${only}`)
await measure(options, { duration: 2, connections: 10 })
// V8 stamps samples with the monotonic clock in microseconds, as process.hrtime does here: the
// samples of the measured seconds alone, without start-up and warming.
const from = Number(process.hrtime.bigint() / 1000n)
const measured = await measure(options, { duration: SECONDS, connections: 10 })
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
// The same samples by call path (a frame and the frames that called it, app and package code named
// where Node's internals are between): which code a `writev` or a GC serves.
const parentOf = new Map()
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node)
const nodeById = new Map(profile.nodes.map((node) => [node.id, node]))
const STACK_DEPTH = 10
const stacks = new Map()
for (const [id, hits] of hitsOf) {
  const names = []
  for (let node = nodeById.get(id); node && names.length < STACK_DEPTH; node = parentOf.get(node.id)) {
    const { functionName, url } = node.callFrame
    if (functionName === '(root)') break
    const where = origin(node.callFrame)
    names.push(`${functionName || '(anonymous)'}${url ? ` (${where})` : ''}`)
  }
  const name = names.join(' ← ')
  stacks.set(name, (stacks.get(name) ?? 0) + hits)
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
const markdown = `# ${routeName}: the server's time (${date}${label ? `, ${label.slice(1)}` : ''})

Machine: ${machine().description.replace(/^Machine: |\.$/g, '')}. Database: ${fixtures.memories.toLocaleString('en')} memories on PostgreSQL
(\`npm run seed:load\`). The built server under \`node --cpu-prof\`; ${routeName} (\`${options.method ?? 'GET'} ${new URL(options.url).pathname}\`)
by autocannon, 10 connections, ${SECONDS} s after 2 s of warming:
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

## Top ${TOP} call paths (a frame ← its callers)

| path | ms a request | share |
|---|---|---|
${rows(stacks).join('\n')}
`
console.log(markdown)
if (only === null) {
  const out = path.join(ROOT, `bench/results/profile-signed-in-feed-${date}${label}.md`)
  fs.writeFileSync(out, markdown)
  console.error(`written to ${path.relative(ROOT, out)}`)
}
