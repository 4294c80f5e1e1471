// The figures and Markdown of bench/replicas.mjs: the setup, what carries to separate machines, one
// row per route with both configurations, and whether reads reached the replica.

export const ratio = (b, a) => (a > 0 ? Number((b / a).toFixed(2)) : null)
const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((x, y) => x - y)
  return sorted.length === 0 ? null : sorted[Math.floor(sorted.length / 2)]
}

/** Whose read a route of bench/scale/routes.mjs is: the batch status calls are members' too. */
export const readerOf = (name, kind) =>
  kind === 'floor' ? 'floor' : name.includes('(visitor)') ? 'visitor' : 'member'

/** Visitors' and members' routes, each as the median of their ratios B ÷ A. */
export function summaryByReader(routes) {
  const summary = {}
  for (const reader of ['visitor', 'member']) {
    const group = Object.values(routes).filter((r) => r.reader === reader)
    if (group.length > 0)
      summary[reader] = {
        routes: group.length,
        b_to_a: median(group.map((r) => r.b_to_a)),
        primary_cpu_b_to_a: median(group.map((r) => r.primary_cpu_b_to_a)),
      }
  }
  return summary
}

const both = (r) => `${r.p50_ms} / ${r.p99_ms}`
const cpu = (r) => Object.values(r.cpu_ms).join(' + ')
const share = ({ primary, replica }) => (primary + replica === 0 ? '–' : `${replica} of ${primary + replica}`)

export function replicasMarkdown(result) {
  const { cluster, servers, summary, replica } = result
  const rows = Object.entries(result.routes).map(
    ([name, r]) =>
      `| ${name} | ${r.reader} | ${r.a.requests_per_s} | ${r.b.requests_per_s} | ${r.b_to_a} | ${both(r.a)} | ${both(r.b)} | ${cpu(r.a)} | ${cpu(r.b)} | ${r.primary_cpu_b_to_a ?? '–'} | ${share(r.moved_reads)} | ${r.a.non_2xx + r.a.errors} / ${r.b.non_2xx + r.b.errors} |`,
  )
  const groups = Object.entries(summary).map(
    ([reader, s]) =>
      `- **${reader}** (${s.routes} routes): requests/s B ÷ A ${s.b_to_a}, the primary's CPU per request B ÷ A ${s.primary_cpu_b_to_a} (medians).`,
  )
  const skipped = Object.entries(replica.skipped)
    .map(([reason, n]) => `${reason} ${n}`)
    .join(', ')
  return `# Reads on a streaming replica at ${result.memories.toLocaleString('en')} memories (${result.date.slice(0, 10)}, PostgreSQL)

${result.machine.description}

A PostgreSQL ${cluster.version} primary and one streaming replica of its own (\`initdb\`, \`pg_basebackup -R\`,
on free ports, removed afterwards: the replica system test's cluster), each with
\`${cluster.settings.join(' ')}\`: close to the machine's own cluster, with fsync and full-page writes on as a
real primary runs. ${result.memories.toLocaleString('en')} memories loaded by \`npm run seed:load\` (${cluster.database_gb} GB in ${cluster.load_s} s);
the replica is a base backup of the loaded primary (${cluster.base_backup_s} s). Two instances of the built server
(\`apps/server/dist\`) per configuration, all four running through the whole run, metrics on in each:

- **A**: \`DATABASE_URL\`, the primary alone.
- **B**: the same primary and \`DATABASE_REPLICA_URLS\`, the replica (\`REPLICA_MAX_LAG_MS\` ${servers.replica_max_lag_ms}).

Each route is measured on A then B in ${result.rounds} turns (${result.duration_s} s per configuration), one autocannon with
${result.connections_per_instance} connections per instance on both instances at once, their requests summed (bench/scale/measure.mjs).
Visitor cache: ${servers.visitor_cache_ms} ms. One-minute load average ${result.load_average.start} at the start, ${result.load_average.end} at the end.
CPU per request in ms (from /proc, bench/scale/cpu.mjs): the configuration's two servers + its backends on the
primary (+ on the replica), told apart by \`application_name\`.

**What carries to separate machines.** On this ${result.machine.cores}-core machine the primary, the replica, the four
servers and the load generator share the same cores: a replica cannot add requests per second here, what it
takes off the primary it spends on the same cores. The figure that carries to a replica on its own machine is
the **primary's CPU per request, B ÷ A**: below 1, the primary serves that read for less, and a primary
machine's capacity for it grows by A ÷ B.

What moves (decisions 087, 089): the feed, snippets, search, memory pages and comment pages of
visitors and members, each answer read on the replica and sent after the primary finds, by primary key,
every (memory, version) pair it shows and, for a member, their relation version unchanged (else read
again on the primary); tag counts and the guide's statistics, for everyone. An answer the visitor cache
keeps is sent after that same check (or, showing no memory, as it is), so a visitor's read reaches the
replica only when the cache misses. Bulk reads by link, a person's notifications and the batch status
calls stay on the primary; the batch status calls, POSTs that only read, ask the primary for no WAL
position since they are marked \`readsOnly\` (a run on a build before that shows them costing more in B).
The last columns: statements of moved reads the replica answered, of all moved (\`kindred_db_reads_total\`
over B's instances), and non-2xx or errors in A / B.

| route | reader | A req/s | B req/s | B ÷ A | A p50 / p99 ms | B p50 / p99 ms | A CPU ms | B CPU ms | primary CPU B ÷ A | moved reads on the replica | refused A / B |
|---|---|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}

${groups.join('\n')}

**Reads reached the replica**: ${share(replica.moved_reads)} statements of moved reads over the run; replicas
skipped: ${skipped || 'never'}; healthy at the end in ${replica.healthy_at_end} of ${servers.instances} instances.
`
}
