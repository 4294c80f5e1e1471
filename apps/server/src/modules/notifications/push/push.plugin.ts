import type { FastifyInstance } from 'fastify'
import type { Clock } from '../../../lib/clock'
import { registerRoutes } from '../../../plugins/route-options'
import { personById } from '../../identity'
import { deliverPush } from './deliver-push'
import type { PushDeps } from './push-deps'
import { createPushScheduler, type PushScheduler } from './push-scheduler'
import { createPushSender } from './push-sender'
import { createPushRepository } from './push.repository'
import { pushRoutes } from './push.routes'
import { loadVapidKeys } from './vapid-keys'

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues the pushes due now (every few seconds by itself; tests call `tick` after moving the clock). */
    pushScheduler: PushScheduler
  }
}

/**
 * Web Push (issue 26, decision 054): devices subscribe through the API; a notification marks its
 * recipient due (notification-push.triggers.sql); the scheduler queues one outbox job per device;
 * the outbox sends the discreet push.
 */
export async function registerPush(app: FastifyInstance, clock: Clock) {
  const { db } = app.database
  const { push: config } = app.config
  const keys = await loadVapidKeys(db, config.vapidKeys)
  const push = createPushRepository(db)
  const sender = createPushSender({ ...keys, subject: config.vapidSubject })
  app.outbox.handle(
    'push',
    'push',
    deliverPush({
      push,
      personById: (id) => personById(db, id),
      sender,
      clock,
      log: app.log,
      serviceHosts: config.serviceHosts,
    }),
  )
  const scheduler = createPushScheduler({ db, clock, push, kick: () => app.outbox.kick(), log: app.log })
  app.decorate('pushScheduler', scheduler)
  if (app.schedulerTimers) scheduler.start()
  // Before the outbox stops (hooks close in reverse order of adding): no tick queues after it.
  app.addHook('onClose', () => scheduler.stop())
  const deps: PushDeps = { db, clock, push, publicKey: keys.publicKey, serviceHosts: config.serviceHosts }
  await registerRoutes(app, deps, [pushRoutes])
}
