// The Markdown of bench/scale.mjs: one row per route at both sizes, then the targets, then what the
// plans and profiles say about the targets missed (bench/scale/findings.md, kept by hand beside the
// code it explains).
import fs from 'node:fs'

const FINDINGS = new URL('./findings.md', import.meta.url)

const cpu = (r) => (r.cpu_ms ? `${r.cpu_ms.server} + ${r.cpu_ms.database}` : '–')
const cell = (r) =>
  r
    ? `${r.requests_per_s} | ${Math.round(r.to_hello * 100)} % | ${r.p50_ms} | ${r.p95_ms} | ${r.p99_ms} | ${cpu(r)}`
    : '– | – | – | – | – | –'

export function scaleMarkdown(result) {
  const { small, large } = result
  const names = Object.keys(large.routes)
  const rows = names.map((name) => {
    const a = small.routes[name]
    const b = large.routes[name]
    const ratio = a && b ? (b.p50_ms / a.p50_ms).toFixed(2) : '–'
    const refused = (a?.non_2xx ?? 0) + (b?.non_2xx ?? 0) + (a?.errors ?? 0) + (b?.errors ?? 0)
    return `| ${name} | ${cell(a)} | ${cell(b)} | ${ratio} | ${refused} |`
  })
  const targets = result.targets.map(
    (t) => `| ${t.met ? 'met' : '**missed**'} | ${t.target} | ${t.figures} |`,
  )
  const missed = result.targets.filter((t) => !t.met).length
  return `# Speed at a million memories (${result.date.slice(0, 10)}, PostgreSQL)

${result.machine.description}

Databases filled by \`npm run seed:load\`: ${small.memories.toLocaleString('en')} and ${large.memories.toLocaleString('en')} memories
(with their people, reactions, comments, votes, connections and notifications). One server per
database on the built code (\`apps/server/dist\`), the visitor cache on (decision 028); autocannon with
${result.connections} connections, ${result.duration_s} s per route and size in ${result.rounds} turns that alternate
between the two sizes (so both see the same drift of a shared machine), on the same 2-core machine. The
100 % line is a plain Fastify hello-world in its own process, measured before and after the routes:
${large.hello.before.requests_per_s} and ${large.hello.after.requests_per_s} req/s, ${large.hello.requests_per_s} on average.
The signed-in person has hidden memories, muted people and connections. One-minute load average
${result.load_average.start} at the start, ${result.load_average.end} at the end.

Per size: requests/s, share of hello-world, p50, p95 and p99 in ms, and the CPU one request cost
(milliseconds of the server's process + of the PostgreSQL backends serving it, from /proc, over
every request of the route's runs: bench/scale/cpu.mjs).

| route | 10k req/s | 10k % | p50 | p95 | p99 | CPU ms | 1M req/s | 1M % | p50 | p95 | p99 | CPU ms | 1M ÷ 10k p50 | non-2xx |
|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

## Targets (issues 14 and 24): ${result.targets.length - missed} met, ${missed} missed

| | target | figures |
|---|---|---|
${targets.join('\n')}

The plans of every read statement at 1M are in \`scale-explain-postgresql-${result.date.slice(0, 10)}.md\`.
${fs.existsSync(FINDINGS) ? `\n${fs.readFileSync(FINDINGS, 'utf8')}` : ''}`
}
