import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GUIDE_PREFIX } from '@kindred/contract/guide'
import { MEMORY_PATHS } from '@kindred/contract/memories'
import { startMailbox, tokenFrom, type Mailbox } from '../mailbox'
import { Client, ipOf, PASSWORD, PUBLIC_URL } from './instances'
import { builtMain, freePort, startProcess, stop, waitForHealthy, type RunningServer } from './process'
import { startCluster, type Cluster, type Node } from './replica-cluster'

// Issue 39, decision 087: the built server on a primary and two streaming replicas of its own
// (replica-cluster.ts), reading what tolerates a short lag on the replicas.

const MAX_LAG_MS = 1_500
const METRICS_TOKEN = 'replica-test-metrics-token'
const DATABASE = 'kindred'

describe('read replicas', () => {
  let cluster: Cluster
  let server: RunningServer
  let mailbox: Mailbox
  let url: string
  let author: Client
  let tagId: number

  const visitor = () => new Client(url, ipOf(9))
  const tagsPath = `${MEMORY_PATHS.tags('feelings')}?ist=true`
  const countOf = (answer: Record<string, unknown>) =>
    (answer.results as { id: number; memory_count?: number }[]).find((tag) => tag.id === tagId)!.memory_count

  /** Statements this replica ran for the app (pg_stat_statements counts them as they end). */
  const statementsReading = async (node: Node, reading: string) => {
    const [row] = await node.query<{ calls: string }>(
      `select coalesce(sum(calls), 0)::text as calls from pg_stat_statements s
       join pg_database d on d.oid = s.dbid where d.datname = '${DATABASE}' and s.query ilike '%${reading}%'`,
    )
    return Number(row!.calls)
  }
  const statementsOn = (node: Node) => statementsReading(node, 'memor')

  const metrics = async () => {
    const res = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    return res.text()
  }
  const healthy = async () => {
    const text = await metrics()
    return [...text.matchAll(/^kindred_db_replica_healthy\{replica="[^"]+"\} (\d)$/gm)].map(
      (m) => m[1] === '1',
    )
  }
  const waitFor = async (what: string, done: () => Promise<boolean>, timeoutMs = 10_000) => {
    const deadline = Date.now() + timeoutMs
    while (!(await done())) {
      if (Date.now() > deadline) throw new Error(`not ${what} after ${timeoutMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }

  /** Visitors' lag-tolerant reads: the feed, snippets, tag counts and the guide's statistics. */
  const visitorReads = async (times: number) => {
    const reader = visitor()
    const paths = [`${MEMORY_PATHS.feed}?sort=newest`, tagsPath, `${GUIDE_PREFIX}/stats/`]
    const statuses = await Promise.all(
      Array.from({ length: times }, (_, i) => reader.send('GET', paths[i % paths.length]!)),
    )
    return statuses.map((res) => res.status)
  }

  let shared = 0
  const share = () =>
    author.send('POST', MEMORY_PATHS.create, {
      title: `A memory ${++shared}`,
      body: 'What I remember of it: the kitchen light, the cold floor, the door left open.',
      mt: 1,
      tag_ids: [tagId],
      visibility: 'public',
      anonymous: true,
    })

  beforeAll(async () => {
    cluster = await startCluster(2)
    await cluster.primary.query(`create database ${DATABASE}`)
    for (const node of [cluster.primary, ...cluster.replicas]) {
      await waitFor(
        `${node.name} has the database`,
        async () =>
          (await node.query(`select 1 from pg_database where datname = '${DATABASE}'`)).length === 1,
      )
    }
    const on = (node: Node) => `postgres://postgres@127.0.0.1:${node.port}/${DATABASE}`
    await cluster.primary.query(`create extension if not exists pg_stat_statements`)
    mailbox = await startMailbox()
    const port = await freePort()
    url = `http://127.0.0.1:${port}`
    server = startProcess([builtMain], {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: PUBLIC_URL,
      TRUST_PROXY: '127.0.0.1',
      DATABASE_URL: on(cluster.primary),
      DATABASE_REPLICA_URLS: cluster.replicas.map(on).join(','),
      REPLICA_MAX_LAG_MS: String(MAX_LAG_MS),
      SMTP_URL: mailbox.url,
      MAIL_FROM: 'Kindred <hello@kindred.test>',
      METRICS_TOKEN,
      VISITOR_CACHE_MS: '0',
      NEW_ACCOUNT_HOURS: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: JSON.stringify({ memoriesPerUser: { limit: 10_000 }, loginPerIp: { limit: 1_000 } }),
    })
    await waitForHealthy(`${url}/api/health`, server)

    const email = `author-${Date.now()}@example.org`
    const client = new Client(url, ipOf(1))
    const registered = await client.send('POST', '/api/v1/auth/register', {
      email,
      password: PASSWORD,
      display_name: 'Author',
    })
    expect(registered.status).toBeLessThan(300)
    const token = tokenFrom(await mailbox.waitFor(email, /Confirm your email/), '/auth/verify')
    expect((await client.send('POST', '/api/v1/auth/verify-email', { token })).status).toBe(200)
    author = client
    const tags = (await visitor().ok('GET', tagsPath)).results as { id: number }[]
    tagId = tags[0]!.id
    await waitFor('both replicas healthy', async () => (await healthy()).every(Boolean))
  }, 60_000)

  afterAll(async () => {
    if (server) await stop(server)
    await mailbox?.close()
    await cluster?.close()
  })

  it('reads that tolerate a short lag reach both replicas', async () => {
    const before = await Promise.all(cluster.replicas.map(statementsOn))
    expect(await visitorReads(30)).toEqual(Array(30).fill(200))
    const after = await Promise.all(cluster.replicas.map(statementsOn))
    cluster.replicas.forEach((_, i) => expect(after[i], `replica ${i + 1}`).toBeGreaterThan(before[i]!))
    expect(await metrics()).toMatch(/^kindred_db_reads_total\{pool="replica"\} [1-9]/m)
  })

  it("a member's feed and a memory's comment page reach the replicas, checked by the member's relation version", async () => {
    const memory = (await share()).json() as { shareable_link: string }
    const [{ lsn }] = (await cluster.primary.query('select pg_current_wal_lsn()::text as lsn')) as [
      { lsn: string },
    ]
    await waitFor('the replicas have the memory', async () => {
      const caught = await Promise.all(
        cluster.replicas.map((replica) =>
          replica.query<{ past: boolean }>(`select pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn as past`),
        ),
      )
      return caught.every(([row]) => row?.past === true)
    })
    const relationReads = async () =>
      (
        await Promise.all(cluster.replicas.map((node) => statementsReading(node, 'relation_versions')))
      ).reduce((a, b) => a + b)
    const before = await relationReads()
    const paths = [`${MEMORY_PATHS.feed}?sort=newest`, `/api/v1/comments/list/${memory.shareable_link}/10/1`]
    // The server sends a reader to a replica once its own check has seen it past their last write
    // (every MAX_LAG_MS / 4): until then these are read on the primary, and still answer.
    const statuses: number[] = []
    await waitFor('members read on the replicas', async () => {
      for (const path of paths) statuses.push((await author.send('GET', path)).status)
      return (await relationReads()) > before
    })
    expect(new Set(statuses)).toEqual(new Set([200]))
  })

  it('a writer reads their write while replay is paused; a lagging replica is skipped, then used again', async () => {
    const before = countOf(await author.ok('GET', tagsPath))!
    for (const replica of cluster.replicas) await replica.query('select pg_wal_replay_pause()')
    try {
      const wrote = Date.now()
      expect((await share()).status).toBe(201)
      // A visitor, at once, is still read on a replica (within the lag allowed): without the memory.
      const [visitorSees, authorSees] = await Promise.all([
        visitor().ok('GET', tagsPath),
        author.ok('GET', tagsPath),
      ])
      expect([countOf(visitorSees), countOf(authorSees)]).toEqual([before, before + 1])
      expect(decodeURIComponent(author.cookies.get('kindred_written') ?? '')).toMatch(
        /^[0-9A-F]+\/[0-9A-F]+$/,
      )
      // Read your writes: the replicas have not replayed the memory; the author is read on the primary.
      for (let i = 0; i < 10; i++) expect(countOf(await author.ok('GET', tagsPath))).toBe(before + 1)
      // Within REPLICA_MAX_LAG_MS (and a check) both are skipped: visitors read the primary too.
      await waitFor('both replicas skipped', async () => (await healthy()).every((ok) => !ok), 5_000)
      expect(Date.now() - wrote).toBeLessThan(MAX_LAG_MS + 1_000)
      const onReplicas = await Promise.all(cluster.replicas.map(statementsOn))
      for (let i = 0; i < 6; i++) expect(countOf(await visitor().ok('GET', tagsPath))).toBe(before + 1)
      expect(await Promise.all(cluster.replicas.map(statementsOn))).toEqual(onReplicas)
      expect(await metrics()).toMatch(/^kindred_db_replica_skipped_total\{reason="lagging"\} [1-9]/m)
    } finally {
      for (const replica of cluster.replicas) await replica.query('select pg_wal_replay_resume()')
    }
    await waitFor('both replicas used again', async () => (await healthy()).every(Boolean))
    const resumed = await Promise.all(cluster.replicas.map(statementsOn))
    expect(await visitorReads(12)).toEqual(Array(12).fill(200))
    const later = await Promise.all(cluster.replicas.map(statementsOn))
    cluster.replicas.forEach((_, i) => expect(later[i]).toBeGreaterThan(resumed[i]!))
  })

  it('a replica stopped or frozen under load fails no request, and is used again once back', async () => {
    const [stopped, frozen] = cluster.replicas as [Node, Node]
    const statuses: number[] = []
    let loading = true
    const load = (async () => {
      while (loading) {
        const [reads, wrote] = await Promise.all([visitorReads(6), share()])
        statuses.push(...reads, wrote.status === 201 ? 200 : wrote.status)
      }
    })()
    try {
      await new Promise((resolve) => setTimeout(resolve, 500))
      await cluster.stop(stopped)
      await new Promise((resolve) => setTimeout(resolve, 500))
      cluster.signal(frozen, 'SIGSTOP')
      await waitFor('both replicas skipped', async () => (await healthy()).every((ok) => !ok), 8_000)
      await new Promise((resolve) => setTimeout(resolve, 1_000))
    } finally {
      cluster.signal(frozen, 'SIGCONT')
      loading = false
      await load
    }
    expect(statuses.length).toBeGreaterThan(20)
    expect(statuses.filter((status) => status !== 200)).toEqual([])
    expect(await metrics()).toMatch(/^kindred_db_replica_skipped_total\{reason="(down|failed)"\} [1-9]/m)

    await cluster.start(stopped)
    await waitFor('both replicas used again', async () => (await healthy()).every(Boolean), 15_000)
    const back = await Promise.all(cluster.replicas.map(statementsOn))
    expect(await visitorReads(12)).toEqual(Array(12).fill(200))
    const later = await Promise.all(cluster.replicas.map(statementsOn))
    cluster.replicas.forEach((_, i) => expect(later[i]).toBeGreaterThan(back[i]!))
  })
})
