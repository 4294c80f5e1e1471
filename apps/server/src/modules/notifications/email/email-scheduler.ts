import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../../db/client'
import { enqueue } from '../../../jobs/outbox'
import type { Clock } from '../../../lib/clock'
import { repeatingTask } from '../../../lib/repeating-task'
import { nextDigestAt } from './digest-time'
import type { EmailRepository } from './email.repository'

declare module '../../../jobs/outbox' {
  interface OutboxJobs {
    /**
     * A person's notification mail (issue 26), written when it goes, so what it counts and whether
     * it may go are current.
     */
    notification_email: { userId: number }
  }
}

/** How often an instance looks for mail that is due. */
export const EMAIL_TICK_MS = 30_000
const BATCH = 100

/**
 * Turns due settings rows into outbox jobs. Each batch is one short transaction that claims the
 * due rows (FOR UPDATE SKIP LOCKED: another instance takes other rows or none), queues one
 * `notification_email` job per person and moves their `due_at` on (immediate: none until the next
 * new thing; daily: the next digest hour), so a due row becomes exactly one job across instances.
 */
export function createEmailScheduler(deps: {
  db: Db
  clock: Clock
  email: EmailRepository
  log: FastifyBaseLogger
  /** Wakes the outbox once jobs are committed. */
  kick: () => unknown
}) {
  const { db, clock, email } = deps

  async function batch(): Promise<number> {
    const now = clock.now()
    return db.transaction(async (tx) => {
      const due = await email.claimDue(tx, now, BATCH)
      for (const row of due) {
        const userId = Number(row.user_id)
        await enqueue(tx, clock, { kind: 'notification_email', payload: { userId }, userId })
        const next = row.mode === 'daily' ? nextDigestAt(now, row.digest_hour, row.time_zone) : null
        await email.setDue(tx, userId, next)
      }
      return due.length
    })
  }

  /** Queues every mail due now; answers how many. */
  async function queueDue(): Promise<number> {
    let queued = 0
    for (let claimed = BATCH; claimed === BATCH; queued += claimed) claimed = await batch()
    return queued
  }

  /** Queues every mail due now and wakes the outbox; answers how many. Tests call it after moving the clock. */
  async function tick(): Promise<number> {
    const queued = await queueDue()
    if (queued > 0) void deps.kick()
    return queued
  }

  const timer = repeatingTask({
    run: tick,
    everyMs: EMAIL_TICK_MS,
    log: deps.log,
    failure: 'notification mail scheduling failed',
    failed: 0,
  })
  return { tick, queueDue, start: timer.start, stop: timer.stop }
}

export type EmailScheduler = ReturnType<typeof createEmailScheduler>
