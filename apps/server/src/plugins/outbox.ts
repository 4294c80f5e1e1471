import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createOutboxWorker, outboxDepth, type OutboxWorker } from '../jobs/outbox'
import type { Clock } from '../lib/clock'
import { createMailer, type Mailer } from '../lib/mailer'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The outbox of this instance: modules queue jobs in their transactions (`enqueue`), add the
     * handler of the kinds they queue (`handle`) and wake it after a commit (`kick`).
     */
    outbox: OutboxWorker
    /** The mailer the outbox sends with, for the handlers that write their mail when it goes. */
    mailer: Mailer
  }
}

/**
 * One outbox worker for every module, the platform's (decision 077): it knows no kind of job; each
 * module declares its kinds (`OutboxJobs`) and adds their handlers. With it, the mailer the mail
 * handlers send with. Registered after the database: it stops
 * before the database closes (hooks close in reverse order), so no job is cut off mid-way.
 */
export const outboxPlugin = fp(
  async (app: FastifyInstance, options: { clock: Clock }) => {
    const { db } = app.database
    const { clock } = options
    const mailer = createMailer({
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
      dataDir: app.config.dataDir,
      log: app.log,
    })
    const outbox = createOutboxWorker({ db, clock, log: app.log, metrics: app.metrics })
    app.metrics.watchOutbox(() => outboxDepth(db, clock, outbox.channelOf))
    app.decorate('outbox', outbox)
    app.decorate('mailer', mailer)
    outbox.start()
    app.addHook('onClose', async () => {
      await outbox.stop()
      mailer.close()
    })
  },
  { name: 'outbox' },
)
