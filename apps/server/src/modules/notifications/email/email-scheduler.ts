import { enqueue } from '../../../jobs/outbox'
import { outboxScheduler, type SchedulerDeps } from '../outbox-scheduler'
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

/**
 * Turns due settings rows into outbox jobs: one `notification_email` job per person, their `due_at`
 * moved on in the same transaction (immediate: none until the next new thing; daily: the next
 * digest hour), so a due row becomes exactly one job across instances. Tests call `tick` (or
 * `queueDue`, which leaves the outbox asleep) after moving the clock.
 */
export function createEmailScheduler(deps: SchedulerDeps & { email: EmailRepository }) {
  const { email } = deps
  return outboxScheduler(deps, {
    everyMs: EMAIL_TICK_MS,
    failure: 'notification mail scheduling failed',
    async claimBatch(tx, now, limit) {
      const due = await email.claimDue(tx, now, limit)
      for (const row of due) {
        const userId = Number(row.user_id)
        await enqueue(tx, deps.clock, { kind: 'notification_email', payload: { userId }, userId })
        const next = row.mode === 'daily' ? nextDigestAt(now, row.digest_hour, row.time_zone) : null
        await email.setDue(tx, userId, next)
      }
      return { claimed: due.length, queued: due.length }
    },
  })
}

export type EmailScheduler = ReturnType<typeof createEmailScheduler>
