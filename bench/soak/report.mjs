import fs from 'node:fs'

// The soak's figures: one row a minute per instance, the trend over the last half, and the Markdown.

/** A process's resident memory in MB (Linux /proc). */
const rssMbOf = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round((Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024) * 10) / 10
}

const percentile = (sorted, p) =>
  sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const round1 = (ms) => (ms === null ? null : Math.round(ms * 10) / 10)

/** The minute just ended: each instance's RSS, requests, 5xx, p50/p99, streams open; events so far. */
export function minuteFigures(minute, instances, holders, events) {
  return {
    minute,
    instances: instances.map((instance) => {
      const sorted = [...instance.minute.latencies].sort((x, y) => x - y)
      return {
        name: instance.name,
        rss_mb: rssMbOf(instance.pid),
        requests: instance.minute.requests,
        server_errors: instance.minute.server_errors,
        connection_errors: instance.minute.errors,
        p50_ms: round1(percentile(sorted, 50)),
        p99_ms: round1(percentile(sorted, 99)),
        streams_open: holders.filter((h) => h.streamInstance === instance && h.stream?.open).length,
      }
    }),
    events_sent: events.sent,
    events_received: events.received,
  }
}

/** Least-squares slope of `ys` against 0, 1, 2, … (per minute). */
function slope(ys) {
  const n = ys.length
  if (n < 2) return 0
  const mx = (n - 1) / 2
  const my = ys.reduce((a, b) => a + b, 0) / n
  let num = 0
  let den = 0
  ys.forEach((y, x) => ((num += (x - mx) * (y - my)), (den += (x - mx) ** 2)))
  return num / den
}

/**
 * RSS (MB/min) and p99 (ms/min) slopes per instance over the last half of the minutes. Upward means
 * RSS grows more than 0.1 MB a minute, or p99 more than 1 % of its mean a minute.
 */
export function trend(perMinute) {
  const half = perMinute.slice(Math.floor(perMinute.length / 2))
  return {
    minutes: half.length > 0 ? [half[0].minute, half.at(-1).minute] : [],
    instances: (perMinute[0]?.instances ?? []).map((_, i) => {
      const rss = half.map((row) => row.instances[i].rss_mb)
      const p99 = half.map((row) => row.instances[i].p99_ms ?? 0)
      const rssSlope = slope(rss)
      const p99Slope = slope(p99)
      const p99Mean = p99.reduce((a, b) => a + b, 0) / Math.max(1, p99.length)
      return {
        name: perMinute[0].instances[i].name,
        rss_mb_per_min: Math.round(rssSlope * 100) / 100,
        p99_ms_per_min: Math.round(p99Slope * 100) / 100,
        rss_upward: rssSlope > 0.1,
        p99_upward: p99Slope > 0.01 * p99Mean,
      }
    }),
  }
}

export function soakMarkdown(r) {
  const t = r.totals
  const rows = r.per_minute.flatMap((row) =>
    row.instances.map(
      (i) =>
        `| ${row.minute} | ${i.name} | ${i.rss_mb} | ${i.requests} | ${i.server_errors} | ${i.p50_ms} | ${i.p99_ms} | ${i.streams_open} | ${row.events_sent} / ${row.events_received} |`,
    ),
  )
  const upward = r.trend.instances.some((i) => i.rss_upward || i.p99_upward)
  const trendLines = r.trend.instances.map(
    (i) =>
      `- instance ${i.name}: RSS ${i.rss_mb_per_min} MB/min${i.rss_upward ? ' (upward)' : ''}, p99 ${i.p99_ms_per_min} ms/min${i.p99_upward ? ' (upward)' : ''}`,
  )
  const writes = Object.entries(t.acknowledged_writes)
    .map(([kind, n]) => `${kind} ${n.toLocaleString('en')}`)
    .join(', ')
  return `# Soak (${r.date.slice(0, 10)}, PostgreSQL, two instances)

${r.machine.description}

${r.minutes} minutes; two instances of the built server on one PostgreSQL database and one Redis;
${r.streams.toLocaleString('en')} people each holding a notification stream (half on each instance)
and owning a memory others react to, ${r.people - r.streams} more people, ${r.clients} clients
reading (feed pages, memory details, comments) and writing (love, me too, comments, requests to
connect) against both at random, and every person's session refreshed about every five minutes. The
load generator shares the machine.

| minute | instance | RSS MB | requests | 5xx | p50 ms | p99 ms | streams open | events sent / received (so far) |
|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

**Totals.** ${t.requests.toLocaleString('en')} requests, **${t.server_errors} 5xx**, ${t.connection_errors} broken
connections; ${t.refreshes.toLocaleString('en')} session refreshes; ${t.stream_reconnects} stream reconnects.

**Events end to end.** ${t.events_sent.toLocaleString('en')} reactions and comments on stream holders'
memories acknowledged, ${t.events_received.toLocaleString('en')} arrived on the holder's stream,
**${t.events_lost} lost** (each waited up to 30 s); ${t.events_unexpected} arrived that no write was waiting for.

**Writes read back.** Acknowledged: ${writes}; looked up by SQL at the end: **${t.missing_writes} missing**.

**Trend over the last half (minutes ${r.trend.minutes.join('–')}).** ${upward ? '**Upward trend.**' : 'No upward trend.'}
Least-squares slopes; upward means RSS above 0.1 MB/min or p99 above 1 % of its mean a minute.${
    r.trend.minutes.length === 2 && r.trend.minutes[1] - r.trend.minutes[0] < 9
      ? ' Fewer than ten minutes: the start-up warm-up still dominates, so this says little.'
      : ''
  }
${trendLines.join('\n')}
`
}
