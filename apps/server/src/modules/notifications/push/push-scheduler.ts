import { enqueue } from '../../../jobs/outbox'
import { outboxScheduler, type SchedulerDeps } from '../outbox-scheduler'
import type { PushRepository } from './push.repository'

declare module '../../../jobs/outbox' {
  interface OutboxJobs {
    /** One push to one device (issue 26); the payload is the same discreet words for everyone. */
    push: { subscriptionId: number }
  }
}

/** How often each instance looks for people due a push. */
export const PUSH_TICK_MS = 5_000

/**
 * Turns "due a push" (push_due, filled by notification-push.triggers.sql) into outbox jobs, one per
 * device, in the transaction that claims them; the outbox then sends, retries and counts them.
 */
export function createPushScheduler(deps: SchedulerDeps & { push: PushRepository }) {
  return outboxScheduler(deps, {
    everyMs: PUSH_TICK_MS,
    failure: 'push scheduler tick failed',
    async claimBatch(tx, now, limit) {
      const claim = await deps.push.claimDue(tx, now, limit)
      for (const { subscriptionId, userId } of claim.devices) {
        await enqueue(tx, deps.clock, { kind: 'push', payload: { subscriptionId }, userId })
      }
      return { claimed: claim.people, queued: claim.devices.length }
    },
  })
}

export type PushScheduler = ReturnType<typeof createPushScheduler>
