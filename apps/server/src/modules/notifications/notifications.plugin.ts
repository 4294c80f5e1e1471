import type { FastifyInstance } from 'fastify'
import type { EmailScheduler } from './email/email-scheduler'

declare module 'fastify' {
  interface FastifyInstance {
    /** Turns due notification mail into outbox jobs; tests call `tick()` after moving the clock. */
    notificationEmail: EmailScheduler
  }
}
import { sql } from 'drizzle-orm'
import type { Clock } from '../../lib/clock'
import type { RuleLabels } from '../../lib/rule-labels'
import { activeSessions, listenToSessionChanges, personById } from '../identity'
import { loadServerKey } from '../../lib/server-keys'
import { createEmailRepository } from './email/email.repository'
import { createEmailScheduler } from './email/email-scheduler'
import { notificationEmailHandler } from './email/send-notification-email'
import { emailRoutes } from './routes/email.routes'
import { createNotificationHub, NOTIFICATION_CHANNEL, STREAM_BATCH } from './live/notification-hub'
import type { NotificationsDeps } from './notifications-deps'
import { createNotificationsRepository } from './notifications.repository'
import { familyRoutes } from './routes/family.routes'
import { generalRoutes } from './routes/general.routes'
import { settingsRoutes } from './routes/settings.routes'
import { streamRoutes } from './routes/stream.routes'
import { getSummary } from './use-cases/get-summary'
import { toNotificationDto } from './notification.dto'
import { registerRoutes } from '../../plugins/route-options'
import { registerPush } from './push/push.plugin'

/**
 * Notifications (SPEC §7): written by database triggers where things happen (migration 0007); read
 * here in four families, and pushed live to open streams on every instance. A moderator's decision
 * names its rule in `ruleLabels`' words (the moderation module's), in the reader's language.
 */
export async function registerNotifications(app: FastifyInstance, clock: Clock, ruleLabels: RuleLabels) {
  const { db } = app.database
  const notifications = createNotificationsRepository(db)
  const hub = createNotificationHub(
    {
      since: async (recipient, after, language) => {
        const rows = await notifications.since(recipient, after, STREAM_BATCH)
        if (rows.length === 0) return []
        const summary = await getSummary(deps, recipient)
        return rows.map((row) => ({
          event: Number(row.event),
          data: { notification: toNotificationDto(row, language, ruleLabels), summary },
        }))
      },
      summary: (recipient) => getSummary(deps, recipient),
      activeSessions: (sessionIds) => activeSessions(db, sessionIds, clock.now()),
      announce: async (recipient) => {
        await db.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${String(recipient)})`)
      },
    },
    { heartbeatMs: app.config.notificationHeartbeatMs, ...app.config.notificationStreams },
  )
  app.metrics.watchStreams(() => ({ open: hub.size(), max: app.config.notificationStreams.total }))
  const deps: NotificationsDeps = {
    db,
    clock,
    notifications,
    hub,
    email: createEmailRepository(db),
    personById: (id) => personById(db, id),
    unsubscribeKey: await loadServerKey(db, 'email-unsubscribe'),
    ruleLabels,
  }
  registerNotificationEmail(app, deps)
  const stopListening = await app.database.listen(NOTIFICATION_CHANNEL, (payload) => hub.received(payload), {
    onReconnect: () => hub.resync(),
  })
  // A session ended anywhere closes its streams on every instance at once (decision 060).
  const stopHearing = listenToSessionChanges(db, { changed: (userId) => hub.sessionsChanged(userId) })
  // Streams never end by themselves: close them before the server waits for open requests.
  app.addHook('preClose', async () => {
    stopHearing()
    hub.closeAll()
    await stopListening()
  })
  await registerRoutes(app, deps, [familyRoutes, generalRoutes, settingsRoutes, streamRoutes, emailRoutes])
  await registerPush(app, clock)
}

/**
 * Notification mail (issue 26): the outbox sends each person's mail when it is due, and every
 * instance's scheduler turns due settings rows into those jobs (stopped before the database closes).
 */
function registerNotificationEmail(app: FastifyInstance, deps: NotificationsDeps) {
  app.outbox.handle(
    'notification_email',
    'email',
    notificationEmailHandler({
      ...deps,
      log: app.log,
      mailer: app.mailer,
      appOrigin: app.config.appOrigin,
    }),
  )
  const scheduler = createEmailScheduler({ ...deps, log: app.log, kick: () => app.outbox.kick() })
  app.decorate('notificationEmail', scheduler)
  if (app.schedulerTimers) scheduler.start()
  app.addHook('onClose', () => scheduler.stop())
}
