import type { PersonalDataPart } from '../../lib/personal-data'
import { exportNotifications } from './use-cases/export-notifications'

/**
 * The notifications module's share of a person's data. Erasure removes their notifications, their
 * choices, and them as an actor from everyone else's (a group left with nobody goes with them).
 */
export const notificationsPersonalData: PersonalDataPart = {
  module: 'notifications',
  tables: ['notifications', 'notification_actors', 'notification_muted_types'],
  export: async (db, userId) => exportNotifications(db, userId),
}
