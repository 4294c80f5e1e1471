// What bench/replicas.mjs reads beside the load: the CPU of each group of processes (the
// configuration's two servers, its backends on the primary, its backends on the replica), and the
// servers' own count of where their lag-tolerant reads went (GET /metrics, decision 087).
import { cpuMeter, cpuSpent } from '../scale/cpu.mjs'

/**
 * A meter for measure.mjs over one configuration: `servers` (pids), its backends on the primary
 * and, given `replicaUrl`, on the replica. Both configurations use the same primary database at
 * once, so backends are told apart by the `application_name` each configuration's URLs carry.
 */
export async function configurationMeter({ servers, primaryUrl, replicaUrl, applicationName }) {
  const primary = await cpuMeter(servers, primaryUrl, applicationName)
  const replica = replicaUrl ? await cpuMeter([], replicaUrl, applicationName) : null
  return {
    read: async () => ({ primary: await primary.read(), replica: await replica?.read() }),
    spent(before, after) {
      const onPrimary = cpuSpent(before.primary, after.primary)
      return {
        servers: onPrimary.server,
        primary: onPrimary.database,
        ...(replica ? { replica: cpuSpent(before.replica, after.replica).database } : {}),
      }
    },
    close: async () => {
      await primary.close()
      await replica?.close()
    },
  }
}

/** The URL with `application_name` set, which PostgreSQL shows in pg_stat_activity. */
export const named = (url, applicationName) => {
  const withName = new URL(url)
  withName.searchParams.set('application_name', applicationName)
  return withName.toString()
}

/** Every sample of a Prometheus text answer, summed over the instances' `metricsPorts`. */
export async function scrape(metricsPorts) {
  const samples = []
  for (const port of metricsPorts) {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`)
    if (!res.ok) throw new Error(`metrics on port ${port}: ${res.status}`)
    for (const line of (await res.text()).split('\n')) {
      const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line)
      if (match) samples.push({ name: match[1], labels: match[2] ?? '', value: Number(match[3]) })
    }
  }
  /** The sum of `name`'s samples whose labels include `label` (e.g. `pool="replica"`). */
  return (name, label = '') =>
    samples
      .filter((s) => s.name === name && s.labels.includes(label))
      .reduce((total, s) => total + s.value, 0)
}

/** Statements of lag-tolerant reads by the pool that answered them, over the instances. */
export async function readsByPool(metricsPorts) {
  const sum = await scrape(metricsPorts)
  return {
    primary: sum('kindred_db_reads_total', 'pool="primary"'),
    replica: sum('kindred_db_reads_total', 'pool="replica"'),
  }
}
