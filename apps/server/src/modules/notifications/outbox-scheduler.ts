import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { repeatingTask } from '../../lib/repeating-task'

/** What a scheduler runs on; `kick` wakes the outbox once jobs are committed. */
export type SchedulerDeps = { db: Db; clock: Clock; log: FastifyBaseLogger; kick: () => unknown }

/** Rows claimed in one transaction: short enough that other work on the tables waits little. */
const BATCH = 100

/**
 * What the notification mail and push schedulers share: rows that say someone is due something
 * are claimed a batch at a time, each batch one short transaction that locks its rows (FOR UPDATE
 * SKIP LOCKED: another instance takes other rows or none) and queues their outbox jobs, until a
 * batch comes back short; the outbox is woken once something was queued, and it all repeats on a
 * timer of the instance's own.
 */
export function outboxScheduler(
  deps: SchedulerDeps,
  job: {
    everyMs: number
    /** What the log says when a run fails. */
    failure: string
    /** Claims up to `limit` rows due at `now` in `tx` and queues their jobs: how many rows it took, how many jobs it queued. */
    claimBatch: (tx: Db, now: Date, limit: number) => Promise<{ claimed: number; queued: number }>
  },
) {
  const { db, clock } = deps

  /** Queues every job due now; answers how many. */
  async function queueDue(): Promise<number> {
    let queued = 0
    for (;;) {
      const batch = await db.transaction((tx) => job.claimBatch(tx, clock.now(), BATCH))
      queued += batch.queued
      if (batch.claimed < BATCH) return queued
    }
  }

  /** Queues what is due now and wakes the outbox; a tick already running is awaited, not doubled. */
  const task = repeatingTask({
    run: async () => {
      const queued = await queueDue()
      if (queued > 0) void deps.kick()
      return queued
    },
    everyMs: job.everyMs,
    log: deps.log,
    failure: job.failure,
    failed: 0,
  })
  return { queueDue, tick: task.runNow, start: task.start, stop: task.stop }
}
