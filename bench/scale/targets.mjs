// The targets of issues 14, 24 and 36, checked against bench/scale.mjs's figures: each met or missed, with the
// figures that decide it. `small` and `large` are the runs at 10k and 1M ({ routes, hello }).

const share = (route, hello) => route.requests_per_s / hello.requests_per_s
const pct = (x) => `${Math.round(x * 100)} %`

export function checkTargets(small, large) {
  const targets = []
  const add = (target, met, figures) => targets.push({ target, met, figures })
  for (const [name, route] of Object.entries(large.routes)) {
    const before = small.routes[name]
    if (route.kind === 'write' || route.kind === 'floor' || !before) continue
    const ratio = route.p50_ms / before.p50_ms
    add(
      `${name}: 1M ÷ 10k p50 ≤ 1.2`,
      ratio <= 1.2,
      `${route.p50_ms} ÷ ${before.p50_ms} ms = ${ratio.toFixed(2)}`,
    )
  }
  for (const viewer of ['visitor', 'signed in']) {
    const first = large.routes[`feed page 1 (${viewer})`]
    const deep = large.routes[`feed page 1,000 (${viewer})`]
    add(
      `feed page 1,000 within 2× page 1 at 1M (${viewer}, p50)`,
      deep.p50_ms <= 2 * first.p50_ms,
      `${deep.p50_ms} vs ${first.p50_ms} ms`,
    )
  }
  // Issue 36: a deep page by cursor costs what the first costs. The signed-in one is a member's read
  // below (≥ 10 %); the visitor's is held to the same.
  {
    const name = 'feed by cursor, deep (visitor)'
    const s = share(large.routes[name], large.hello)
    add(
      `${name} ≥ 10 % of hello-world at 1M`,
      s >= 0.1,
      `${large.routes[name].requests_per_s} req/s = ${pct(s)}`,
    )
  }
  for (const name of ['feed page 1 (visitor)', 'memory details (visitor)']) {
    const s = share(large.routes[name], large.hello)
    add(
      `${name} ≥ 40 % of hello-world at 1M`,
      s >= 0.4,
      `${large.routes[name].requests_per_s} req/s = ${pct(s)}`,
    )
  }
  for (const [name, route] of Object.entries(large.routes).filter(([, r]) => r.kind === 'search'))
    add(`${name}: p95 ≤ 25 ms at 1M`, route.p95_ms <= 25, `p95 ${route.p95_ms} ms`)
  // The batch status calls (50 memories): 10 % of hello-world, as every member's read; issue 36
  // dropped the earlier target of 20 %.
  for (const [name, route] of Object.entries(large.routes).filter(([, r]) => r.kind === 'batch')) {
    const s = share(route, large.hello)
    add(`${name} ≥ 10 % of hello-world at 1M`, s >= 0.1, `${route.requests_per_s} req/s = ${pct(s)}`)
  }
  // Issue 24: members as fast as visitors.
  const signedInReads = Object.entries(large.routes).filter(
    ([name, r]) => name.endsWith('(signed in)') && r.kind !== 'search',
  )
  for (const [name, route] of signedInReads) {
    const s = share(route, large.hello)
    add(`${name} ≥ 10 % of hello-world at 1M`, s >= 0.1, `${route.requests_per_s} req/s = ${pct(s)}`)
  }
  for (const name of [
    'feed page 1 (signed in)',
    'feed page 1,000 (signed in)',
    'feed by cursor, deep (signed in)',
  ]) {
    const { server, database } = large.routes[name].cpu_ms
    add(
      `${name}: CPU ≤ 1 ms a request, server and database together, at 1M`,
      server + database <= 1,
      `${server} + ${database} = ${(server + database).toFixed(2)} ms`,
    )
  }
  for (const [name, route] of Object.entries(large.routes).filter(([, r]) => r.kind === 'search')) {
    const s = share(route, large.hello)
    add(`${name} ≥ 5 % of hello-world at 1M`, s >= 0.05, `${route.requests_per_s} req/s = ${pct(s)}`)
  }
  const writes = [
    ['write: share a memory', 50],
    ['write: me too, then take it back', 30],
    ['write: comment', 30],
  ]
  for (const [name, limit] of writes) {
    const route = large.routes[name]
    add(`${name}: p99 ≤ ${limit} ms at 1M`, route.p99_ms <= limit, `p99 ${route.p99_ms} ms`)
  }
  return targets
}
