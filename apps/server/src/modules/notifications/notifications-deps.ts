import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { NotificationHub } from './live/notification-hub'
import type { NotificationsRepository } from './notifications.repository'

/** What the notifications module's use cases and routes are built from (notifications.plugin.ts). */
export interface NotificationsDeps {
  db: Db
  clock: Clock
  notifications: NotificationsRepository
  hub: NotificationHub
}
