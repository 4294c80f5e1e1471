import { eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client'
import { outbox } from '../db/schema/index'
import type { Clock } from '../lib/clock'
import { noMetrics, SEND_CHANNELS, type Metrics, type OutboxDepth, type SendChannel } from '../lib/metrics'
import type { PersonalDataPart } from '../lib/personal-data'
import { queryRows } from '../lib/query-rows'

/**
 * Every kind of outbox job and the payload it carries: `enqueue` and the handlers are checked against
 * it. The outbox is the platform's (decision 077) and names no kind itself: each module that queues
 * a kind declares it beside its `enqueue`, by declaration merging:
 * `declare module '…/jobs/outbox' { interface OutboxJobs { push: { subscriptionId: number } } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface OutboxJobs {}

export type OutboxJobKind = keyof OutboxJobs

/**
 * A failure's text as the log and `last_error` keep it: a mail server's refusal often names the
 * recipient ("550 <name@example.org>: mailbox unavailable"), and no address is ever logged (issue 26).
 */
export const withoutAddresses = (text: string) =>
  text.replace(/[^\s<>()"',;:]+@[^\s<>()"',;:]+/g, '[address]')

/**
 * …nor any URL: a push endpoint is a capability (whoever has it can address that browser, decision
 * 054), and a mailed link carries a token. Then no address either.
 */
export const withoutSecrets = (text: string) =>
  withoutAddresses(text.replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]+/gi, '[url]'))

/** The channel a kind of job sends on, the label of its metrics (decision 052), as its handler said. */
export type ChannelOf = (kind: string) => SendChannel | undefined

/**
 * The jobs waiting in the outbox of every instance, by channel, and how long the oldest has
 * waited since it was queued: a depth that only grows, or an age past the retries, is a stuck outbox.
 */
export async function outboxDepth(db: Db, clock: Clock, channelOf: ChannelOf): Promise<OutboxDepth[]> {
  const rows = await queryRows<{ kind: string; jobs: number; oldest: string | Date | null }>(
    db,
    sql`select kind, count(*)::int as jobs, min(created_at) as oldest from outbox group by kind`,
  )
  const now = clock.now().getTime()
  return SEND_CHANNELS.map((channel) => {
    const mine = rows.filter((r) => channelOf(r.kind) === channel)
    const jobs = mine.reduce((sum, r) => sum + Number(r.jobs), 0)
    const oldest = Math.min(now, ...mine.map((r) => (r.oldest ? new Date(r.oldest).getTime() : now)))
    return { channel, jobs, oldestSeconds: Math.max(0, (now - oldest) / 1000) }
  })
}

/**
 * What a handler did: sent (nothing returned), or `skipped` when it found the job had nothing to
 * send any more (a person gone, email turned off, a device dropped): done, but not counted as a send.
 */
export type OutboxOutcome = void | 'skipped'

/** The handler of one kind of job, given its own payload type; the module that queues a kind handles it. */
export type OutboxHandler<Kind extends OutboxJobKind> = (payload: OutboxJobs[Kind]) => Promise<OutboxOutcome>

/** A job to queue; `userId` ties it to a person, so erasing them drops it (ON DELETE CASCADE). */
export type OutboxJob = {
  [Kind in OutboxJobKind]: { kind: Kind; payload: OutboxJobs[Kind]; userId?: number }
}[OutboxJobKind]

/** Adds a job inside the caller's transaction: it exists if and only if the change it follows does. */
export async function enqueue(tx: Db, clock: Clock, job: OutboxJob) {
  await tx.insert(outbox).values({
    kind: job.kind,
    payload: job.payload,
    userId: job.userId ?? null,
    runAt: clock.now(),
    createdAt: clock.now(),
  })
}

/** How long a claimed job is this instance's: a send must end (or fail) well before it runs out. */
export const LEASE_MS = 60_000
const MAX_ATTEMPTS = 10
const backoffMs = (attempts: number) => Math.min(5_000 * 2 ** (attempts - 1), 3_600_000)

/**
 * Runs outbox jobs. A short transaction claims due jobs with FOR UPDATE SKIP LOCKED and leases
 * them (pushes run_at forward); the work itself (e.g. SMTP) happens outside any transaction;
 * success deletes the job (mail with a token in it is not kept), failure retries with backoff.
 */
export function createOutboxWorker(options: {
  db: Db
  clock: Clock
  log: FastifyBaseLogger
  pollMs?: number
  /** Sends and failures are counted by channel, never by address (decision 052). */
  metrics?: Metrics
}) {
  const { db, clock, log } = options
  // The stored kind is text and the payload JSON, written only by `enqueue` with the matching payload.
  const handlers = new Map<
    string,
    { channel: SendChannel; run: (payload: unknown) => Promise<OutboxOutcome> }
  >()
  const metrics = options.metrics ?? noMetrics
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let again = false

  async function claim() {
    const now = clock.now()
    const leaseUntil = new Date(now.getTime() + LEASE_MS)
    return queryRows<{ id: number; kind: string; payload: unknown; attempts: number }>(
      db,
      sql`
      update outbox set run_at = ${leaseUntil.toISOString()}, attempts = attempts + 1
      where id in (
        select id from outbox where run_at <= ${now.toISOString()} order by run_at, id limit 10 for update skip locked
      )
      returning id, kind, payload, attempts`,
    )
  }

  const channelOf: ChannelOf = (kind) => handlers.get(kind)?.channel

  function count(outcome: 'sent' | 'retry' | 'dropped', kind: string) {
    const channel = channelOf(kind)
    if (!channel) return
    if (outcome === 'sent') metrics.outboxSent(channel)
    else metrics.outboxFailed(channel, outcome)
  }

  async function runOnce(): Promise<number> {
    const jobs = await claim()
    for (const job of jobs) {
      const handler = handlers.get(job.kind)
      try {
        if (!handler) throw new Error(`no handler for ${job.kind}`)
        if ((await handler.run(job.payload)) !== 'skipped') count('sent', job.kind)
        await db.delete(outbox).where(eq(outbox.id, Number(job.id)))
      } catch (err) {
        const message = err instanceof Error ? withoutSecrets(err.message).slice(0, 200) : 'failed'
        count(job.attempts >= MAX_ATTEMPTS ? 'dropped' : 'retry', job.kind)
        if (job.attempts >= MAX_ATTEMPTS) {
          log.error(
            { job: job.id, kind: job.kind, err: message },
            'outbox job dropped after repeated failures',
          )
          await db.delete(outbox).where(eq(outbox.id, Number(job.id)))
        } else {
          log.warn(
            { job: job.id, kind: job.kind, attempts: job.attempts, err: message },
            'outbox job failed; will retry',
          )
          const runAt = new Date(clock.now().getTime() + backoffMs(job.attempts))
          await db
            .update(outbox)
            .set({ runAt, lastError: message })
            .where(eq(outbox.id, Number(job.id)))
        }
      }
    }
    return jobs.length
  }

  /** Process now (after a commit that enqueued something), without overlapping runs. */
  function kick(): Promise<void> {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      try {
        do {
          again = false
          while ((await runOnce()) > 0) {
            // drain
          }
        } while (again)
      } catch (err) {
        log.error({ err }, 'outbox run failed')
      } finally {
        running = undefined
      }
    })()
    return running
  }

  return {
    kick,
    runOnce,
    channelOf,
    /**
     * Adds the handler of a kind of job and the channel it sends on (each module its own kinds; a job
     * of a kind nobody handles is retried).
     */
    handle<Kind extends OutboxJobKind>(kind: Kind, channel: SendChannel, handler: OutboxHandler<Kind>) {
      handlers.set(kind, { channel, run: handler as (payload: unknown) => Promise<OutboxOutcome> })
    },
    start() {
      timer = setInterval(() => void kick(), options.pollMs ?? 2_000)
      timer.unref()
    },
    async stop() {
      if (timer) clearInterval(timer)
      await running
    },
  }
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>

/**
 * The outbox's share of a person's data: the jobs queued for them go with them (ON DELETE CASCADE),
 * and are no data of theirs to export, only a mail or push on its way.
 */
export const outboxPersonalData: PersonalDataPart = {
  module: 'platform',
  tables: ['outbox'],
  export: async () => ({}),
}
