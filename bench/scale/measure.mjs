// One measured route of bench/scale.mjs: autocannon under concurrent load, with every response's time
// kept so p50, p95 and p99 are exact (autocannon's own summary has no p95), and, given a meter
// (cpu.mjs), the CPU the server and its database spent per request.
import autocannon from 'autocannon'
import { cpuSpent } from './cpu.mjs'

const percentile = (sorted, p) =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const round = (ms) => (ms === null ? null : Number(ms.toFixed(2)))

/**
 * One turn: autocannon on `options`, or at once on each of an array of them (every instance of a
 * configuration, bench/replicas.mjs), counts summed; the response times pushed onto `times`; and,
 * given a meter (cpu.mjs), its CPU: by `meter.spent` when it has one (its own groups), else by
 * server and database.
 */
async function run(options, load, times, meter) {
  const before = await meter?.read()
  const runs = await Promise.all([options].flat().map((o) => autocannonRun(o, load, times)))
  const cpu_s = meter ? (meter.spent ?? cpuSpent)(before, await meter.read()) : { server: 0, database: 0 }
  return {
    requests: runs.reduce((total, r) => total + r.requests, 0),
    // Side by side, not one after the other: the turn lasted as long as its longest run.
    seconds: Math.max(...runs.map((r) => r.seconds)),
    non_2xx: runs.reduce((total, r) => total + r.non_2xx, 0),
    errors: runs.reduce((total, r) => total + r.errors, 0),
    cpu_s,
  }
}

function autocannonRun(options, { duration, connections }, times) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections, duration, ...options }, (err, result) => {
      if (err) return reject(err)
      resolve({
        requests: result.requests.total,
        seconds: result.duration,
        non_2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      })
    })
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime))
  })
}

/** The kept figures of one or more runs of the same route. */
function figures(runs, times) {
  times.sort((a, b) => a - b)
  const sum = (key) => runs.reduce((total, r) => total + r[key], 0)
  const perRequest = (group) =>
    Number(
      ((runs.reduce((total, r) => total + r.cpu_s[group], 0) * 1000) / Math.max(1, sum('requests'))).toFixed(
        3,
      ),
    )
  return {
    requests_per_s: Math.round(sum('requests') / sum('seconds')),
    p50_ms: round(percentile(times, 50)),
    p95_ms: round(percentile(times, 95)),
    p99_ms: round(percentile(times, 99)),
    non_2xx: sum('non_2xx'),
    errors: sum('errors'),
    cpu_ms: Object.fromEntries(Object.keys(runs[0].cpu_s).map((group) => [group, perRequest(group)])),
  }
}

/** Runs `options` (autocannon's) for `duration` s on `connections`; resolves to the kept figures. */
export async function measure(options, load, meter) {
  const times = []
  return figures([await run(options, load, times, meter)], times)
}

/**
 * The same route on several servers (the 10k and the 1M database), or several configurations of
 * servers (each variant an array of options, one per instance), taken in turns: `rounds` runs of
 * `duration` s each, alternating. A machine shared with other work drifts by tens of percent within
 * minutes; measured in turns, both sizes see the same drift and their ratio keeps only the size.
 */
export async function measureInTurns(variants, load, rounds, meters = []) {
  const kept = variants.map(() => ({ runs: [], times: [] }))
  for (let r = 0; r < rounds; r++)
    for (const [i, options] of variants.entries())
      kept[i].runs.push(await run(options, load, kept[i].times, meters[i]))
  return kept.map(({ runs, times }) => figures(runs, times))
}
