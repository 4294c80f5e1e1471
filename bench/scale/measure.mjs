// One measured route of bench/scale.mjs: autocannon under concurrent load, with every response's time
// kept so p50, p95 and p99 are exact (autocannon's own summary has no p95).
import autocannon from 'autocannon'

const percentile = (sorted, p) =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const round = (ms) => (ms === null ? null : Number(ms.toFixed(2)))

/** Runs `options` (autocannon's) for `duration` s on `connections`; resolves to the kept figures. */
export function measure(options, { duration, connections }) {
  return new Promise((resolve, reject) => {
    const times = []
    const instance = autocannon({ connections, duration, ...options }, (err, result) => {
      if (err) return reject(err)
      times.sort((a, b) => a - b)
      resolve({
        requests_per_s: Math.round(result.requests.average),
        p50_ms: round(percentile(times, 50)),
        p95_ms: round(percentile(times, 95)),
        p99_ms: round(percentile(times, 99)),
        non_2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      })
    })
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime))
  })
}
