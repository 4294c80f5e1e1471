import { execFile as execFileCallback, execFileSync } from 'node:child_process'
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { freePort, tempDir } from './process'
import { postgresBin } from './postgres-bin'

// A PostgreSQL primary and its streaming replicas of our own (issue 39), built with the installed
// binaries in a temporary folder, on free ports, run by an unprivileged user, removed afterwards:
// never the machine's own cluster, and with connections of its own.

const execFile = promisify(execFileCallback)

/** PostgreSQL refuses to run as root: as root, its programs run as `nobody`. */
const asRoot = process.getuid?.() === 0
const nobody = () => {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }).trim())
  return { uid: id('-u'), gid: id('-g') }
}

export interface Node {
  name: string
  port: number
  dir: string
  url: string
  query<T extends object = Record<string, unknown>>(text: string): Promise<T[]>
  /** The postmaster and its children (to freeze and thaw the whole server). */
  pids(): number[]
}

export interface Cluster {
  primary: Node
  replicas: Node[]
  stop(node: Node): Promise<void>
  start(node: Node): Promise<void>
  /** One more streaming replica, a base backup of the primary as it is now (pushed onto `replicas`). */
  addReplica(): Promise<Node>
  /** SIGSTOP (frozen: connections open, nothing answered) or SIGCONT every process of the node. */
  signal(node: Node, signal: 'SIGSTOP' | 'SIGCONT'): void
  /** Stops every server and removes the folder. */
  close(): Promise<void>
}

export interface ClusterOptions {
  /**
   * More `-c name=value` settings for every node, after the test's own (a later one wins): a
   * benchmark sizes the cluster for its data, where the test's are for a few rows.
   */
  settings?: string[]
}

export async function startCluster(replicaCount: number, options: ClusterOptions = {}): Promise<Cluster> {
  const bin = postgresBin()
  if (!bin) throw new Error('no PostgreSQL programs (initdb) installed')
  const root = await tempDir('kindred-replicas-')
  const owner = asRoot ? nobody() : undefined
  if (owner) await fsp.chown(root, owner.uid, owner.gid)
  const run = (program: string, args: string[]) =>
    asRoot
      ? execFile('runuser', ['-u', 'nobody', '--', path.join(bin, program), ...args], { cwd: root })
      : execFile(path.join(bin, program), args, { cwd: root })

  const nodes: Node[] = []
  const makeNode = async (name: string): Promise<Node> => {
    const port = await freePort()
    const dir = path.join(root, name)
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`
    const node: Node = {
      name,
      port,
      dir,
      url,
      async query(text) {
        const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 })
        await client.connect()
        try {
          return (await client.query(text)).rows
        } finally {
          await client.end()
        }
      },
      pids() {
        const postmaster = Number(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0])
        const children = execFileSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' })
          .split('\n')
          .filter(Boolean)
          .map(Number)
        return [postmaster, ...children]
      },
    }
    nodes.push(node)
    return node
  }
  // Small and quick: this cluster holds test data only (fsync off), and few connections; a caller's
  // own settings (options.settings) come last and win.
  const settings = (node: Node) =>
    [
      `-p ${node.port}`,
      `-k ${root}`,
      `-c listen_addresses=127.0.0.1`,
      '-c fsync=off',
      '-c synchronous_commit=on',
      '-c full_page_writes=off',
      '-c max_connections=40',
      '-c shared_buffers=16MB',
      '-c wal_level=replica',
      '-c max_wal_senders=5',
      '-c hot_standby=on',
      '-c wal_receiver_status_interval=1s',
      '-c shared_preload_libraries=pg_stat_statements',
      ...(options.settings ?? []).map((setting) => `-c ${setting}`),
    ].join(' ')
  const start = async (node: Node) => {
    await run('pg_ctl', [
      '-D',
      node.dir,
      '-l',
      `${node.dir}.log`,
      '-w',
      '-t',
      '30',
      '-o',
      settings(node),
      'start',
    ])
  }
  const stop = async (node: Node) => {
    await run('pg_ctl', ['-D', node.dir, '-m', 'immediate', '-w', 'stop']).catch(() => {})
  }

  try {
    const primary = await makeNode('primary')
    await run('initdb', [
      '-D',
      primary.dir,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
      '--locale=C',
    ])
    await start(primary)
    const replicas: Node[] = []
    // A base backup copies the primary as it is: one made after a large load starts sooner than
    // one that streams the load's WAL, so a caller may add its replicas later.
    const addReplica = async () => {
      const replica = await makeNode(`replica${replicas.length + 1}`)
      // -R writes standby.signal and primary_conninfo: the copy starts as a streaming replica.
      await run('pg_basebackup', [
        '-h',
        '127.0.0.1',
        '-p',
        String(primary.port),
        '-U',
        'postgres',
        '-D',
        replica.dir,
        '-R',
        '-X',
        'stream',
        '-c',
        'fast',
      ])
      await start(replica)
      replicas.push(replica)
      return replica
    }
    for (let i = 1; i <= replicaCount; i++) await addReplica()
    return {
      primary,
      replicas,
      stop,
      start,
      addReplica,
      signal(node, signal) {
        for (const pid of node.pids()) {
          try {
            process.kill(pid, signal)
          } catch {
            // gone already
          }
        }
      },
      async close() {
        for (const node of nodes) {
          try {
            for (const pid of node.pids()) process.kill(pid, 'SIGCONT')
          } catch {
            // not running
          }
        }
        await Promise.all(nodes.map(stop))
        await fsp.rm(root, { recursive: true, force: true })
      },
    }
  } catch (err) {
    await Promise.all(nodes.map(stop))
    await fsp.rm(root, { recursive: true, force: true })
    throw err
  }
}
