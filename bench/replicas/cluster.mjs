// The database side of bench/replicas.mjs: a PostgreSQL primary of our own (the replica system
// test's cluster, apps/server/test/system/replica-cluster.ts), filled by `npm run seed:load`, then
// one streaming replica made from it.
import { spawn } from 'node:child_process'
import { startCluster } from '../../apps/server/test/system/replica-cluster.ts'
import { ROOT } from '../lib.mjs'

/**
 * The cluster's settings over the test's (which are for a few rows): close to the machine's own
 * cluster that bench:scale measures (PostgreSQL's defaults, 100 connections), so a million
 * memories is not a test of 16 MB of buffers; and fsync with full-page writes on, as a real
 * primary runs (the test turns them off for speed). Every node gets the same: a hot standby must
 * allow at least as many connections as its primary.
 */
export const CLUSTER_SETTINGS = [
  'fsync=on',
  'full_page_writes=on',
  'shared_buffers=128MB',
  'effective_cache_size=4GB',
  'work_mem=4MB',
  'maintenance_work_mem=64MB',
  'max_connections=100',
]
export const DATABASE = 'kindred_scale'

const withDatabase = (url) => Object.assign(new URL(url), { pathname: `/${DATABASE}` }).toString()

/**
 * Starts the primary, fills `DATABASE` on it with `memories` memories, then makes the replica: a
 * base backup of a loaded primary is quicker than a replica streaming the whole load's WAL.
 * `onCluster` is given the cluster as soon as it runs and `onChild` the loader's process, so that
 * an interrupted run can end them.
 */
export async function loadedCluster(memories, onCluster, onChild) {
  const cluster = await startCluster(0, { settings: CLUSTER_SETTINGS })
  onCluster(cluster)
  await cluster.primary.query(`create database ${DATABASE}`)
  const primaryUrl = withDatabase(cluster.primary.url)
  const started = Date.now()
  await new Promise((resolve, reject) => {
    const child = spawn(
      'npm',
      ['run', 'seed:load', '--', '--memories', String(memories), '--database-url', primaryUrl],
      // Its report goes to stderr with our progress: stdout holds the result alone. A process
      // group of its own (npm, tsx, node): an interrupted run ends all of it by its id.
      { cwd: ROOT, stdio: ['ignore', 2, 2], detached: true },
    )
    onChild(child)
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`seed:load ended with ${signal ?? `code ${code}`}`)),
    )
  })
  const loadSeconds = Math.round((Date.now() - started) / 1000)
  const copyStarted = Date.now()
  const replica = await cluster.addReplica()
  const [{ size }] = await cluster.primary.query(`select pg_database_size('${DATABASE}')::bigint as size`)
  return {
    cluster,
    primaryUrl,
    replicaUrl: withDatabase(replica.url),
    database_gb: Number((Number(size) / 2 ** 30).toFixed(1)),
    load_s: loadSeconds,
    base_backup_s: Math.round((Date.now() - copyStarted) / 1000),
  }
}
