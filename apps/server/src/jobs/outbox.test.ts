import { sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../db/client'
import { manualClock, SECOND, type Clock } from '../lib/clock'
import { noMetrics } from '../lib/metrics'
import type { Mail } from '../lib/mailer'
import { queryRows } from '../lib/query-rows'
import { openTestDatabase } from '../../test/test-database'
import { createOutboxWorker, enqueue, type OutboxHandler } from './outbox'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

const pending = () =>
  queryRows<{ attempts: number; run_at: string | Date; last_error: string | null }>(
    database.db,
    sql`select attempts, run_at, last_error from outbox order by id`,
  )

/** A mail payload with only the fields a test looks at: the worker passes it through untouched. */
const mail = (fields: Partial<Mail>) => fields as Mail

/** The worker with `email` as its one handler, silent, on `clock`. */
function workerSending(clock: Clock, email: OutboxHandler<'email'>) {
  const worker = createOutboxWorker({ db: database.db, clock, log: pino({ level: 'silent' }) })
  worker.handle('email', 'email', email)
  return worker
}

describe('the outbox worker', () => {
  it('runs a queued job once and removes it', async () => {
    const clock = manualClock()
    const done: unknown[] = []
    const worker = workerSending(clock, async (p) => void done.push(p))
    await enqueue(database.db, clock, { kind: 'email', payload: mail({ to: 'a@example.org' }) })
    await worker.kick()
    await worker.kick()
    expect(done).toEqual([{ to: 'a@example.org' }])
    expect(await pending()).toEqual([])
  })

  it('counts a job its handler skipped (nothing left to send) as done, not as a send', async () => {
    const clock = manualClock()
    const sends: string[] = []
    const metrics = { ...noMetrics, outboxSent: (channel: string) => void sends.push(channel) }
    const worker = createOutboxWorker({ db: database.db, clock, log: pino({ level: 'silent' }), metrics })
    worker.handle('notification_email', 'email', async ({ userId }) => (userId === 1 ? 'skipped' : undefined))
    await enqueue(database.db, clock, { kind: 'notification_email', payload: { userId: 1 } })
    await enqueue(database.db, clock, { kind: 'notification_email', payload: { userId: 2 } })
    await worker.kick()
    expect(sends).toEqual(['email'])
    expect(await pending()).toEqual([])
  })

  it('retries a failing job with growing waits, and keeps no content in the error', async () => {
    const clock = manualClock()
    let failures = 2
    const sent: unknown[] = []
    const worker = workerSending(clock, async (p) => {
      if (failures-- > 0) throw new Error('SMTP 421 try again later')
      sent.push(p)
    })
    await enqueue(database.db, clock, { kind: 'email', payload: mail({ to: 'b@example.org' }) })

    await worker.kick()
    let [job] = await pending()
    expect(job).toMatchObject({ attempts: 1, last_error: 'SMTP 421 try again later' })
    expect(new Date(job!.run_at).getTime() - clock.now().getTime()).toBe(5 * SECOND)

    await worker.kick() // not due yet: nothing happens
    expect((await pending())[0]!.attempts).toBe(1)

    clock.advance(5 * SECOND)
    await worker.kick()
    ;[job] = await pending()
    expect(job!.attempts).toBe(2)
    expect(new Date(job!.run_at).getTime() - clock.now().getTime()).toBe(10 * SECOND)

    clock.advance(10 * SECOND)
    await worker.kick()
    expect(sent).toEqual([{ to: 'b@example.org' }])
    expect(await pending()).toEqual([])
  })

  it('keeps no address in the log or the stored error when a mail server names the recipient', async () => {
    const clock = manualClock()
    const lines: string[] = []
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) })
    const refusal =
      '550 5.1.1 <kim.doe+kindred@example.org>: Recipient address rejected (kim.doe+kindred@example.org)'
    const worker = createOutboxWorker({ db: database.db, clock, log })
    worker.handle('email', 'email', async () => {
      throw new Error(refusal)
    })
    await enqueue(database.db, clock, { kind: 'email', payload: mail({ to: 'kim.doe+kindred@example.org' }) })
    const scrubbed = '550 5.1.1 <[address]>: Recipient address rejected ([address])'
    await worker.kick()
    expect((await pending())[0]!.last_error).toBe(scrubbed)
    for (let i = 0; i < 10; i++) {
      clock.advance(3_600 * SECOND)
      await worker.kick()
    }
    expect(await pending()).toEqual([])
    expect(lines.join('\n')).toContain('outbox job dropped after repeated failures')
    expect(lines.join('\n')).toContain(scrubbed)
    expect(lines.join('\n')).not.toContain('example.org')
  })

  it('gives up after ten attempts', async () => {
    const clock = manualClock()
    let calls = 0
    const worker = workerSending(clock, async () => {
      calls++
      throw new Error('mailbox does not exist')
    })
    await enqueue(database.db, clock, { kind: 'email', payload: mail({}) })
    for (let i = 0; i < 12; i++) {
      await worker.kick()
      clock.advance(3_600 * SECOND)
    }
    expect(calls).toBe(10)
    expect(await pending()).toEqual([])
  })
})
