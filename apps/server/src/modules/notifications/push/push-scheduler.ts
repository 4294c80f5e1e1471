import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../../db/client'
import { enqueue } from '../../../jobs/outbox'
import type { Clock } from '../../../lib/clock'
import { repeatingTask } from '../../../lib/repeating-task'
import type { PushRepository } from './push.repository'

declare module '../../../jobs/outbox' {
  interface OutboxJobs {
    /** One push to one device (issue 26); the payload is the same discreet words for everyone. */
    push: { subscriptionId: number }
  }
}

/** How often each instance looks for people due a push. */
export const PUSH_TICK_MS = 5_000
const PEOPLE_PER_CLAIM = 100

/**
 * Turns "due a push" (push_due, filled by notification-push.triggers.sql) into outbox jobs, one per
 * device, in the transaction that claims them; the outbox then sends, retries and counts them. Any
 * number of instances tick at once: each claims other people (SKIP LOCKED).
 */
export function createPushScheduler(options: {
  db: Db
  clock: Clock
  push: PushRepository
  /** Wakes the outbox after a claim queued something. */
  kick: () => unknown
  log: FastifyBaseLogger
}) {
  const { db, clock, push, log } = options

  async function claimAll(): Promise<number> {
    let queued = 0
    for (;;) {
      const { people, devices } = await db.transaction(async (tx) => {
        const claim = await push.claimDue(tx, clock.now(), PEOPLE_PER_CLAIM)
        for (const { subscriptionId, userId } of claim.devices) {
          await enqueue(tx, clock, { kind: 'push', payload: { subscriptionId }, userId })
        }
        return claim
      })
      queued += devices.length
      if (people < PEOPLE_PER_CLAIM) return queued
    }
  }

  /** Queues the pushes due now and wakes the outbox; a tick already running is awaited, not doubled. */
  const task = repeatingTask({
    run: async () => {
      const queued = await claimAll()
      if (queued > 0) void options.kick()
      return queued
    },
    everyMs: PUSH_TICK_MS,
    log,
    failure: 'push scheduler tick failed',
    failed: 0,
  })
  return { tick: task.runNow, start: task.start, stop: task.stop }
}

export type PushScheduler = ReturnType<typeof createPushScheduler>
