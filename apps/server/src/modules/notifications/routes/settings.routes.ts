import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  NOTIFICATION_PATHS,
  NotificationSettingsPatchSchema,
  NotificationSettingsSchema,
} from '@kindred/contract/notifications'
import type { NotificationsDeps } from '../notifications-deps'
import { getNotificationSettings, updateNotificationSettings } from '../use-cases/notification-settings'
import { personOf } from '../../../plugins/authentication'

const tags = ['notifications']

/** "Each person can turn each type off" (SPEC §7). */
export function settingsRoutes(deps: NotificationsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      NOTIFICATION_PATHS.settings,
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary: 'Which notifications you get',
          response: { 200: NotificationSettingsSchema },
        },
      },
      async (request) => getNotificationSettings(deps, personOf(request).userId),
    )

    app.patch(
      NOTIFICATION_PATHS.settings,
      {
        preHandler: app.requireUser,
        config: { rateLimit: { name: 'notificationChangesPerUser', per: 'user' } },
        schema: {
          tags,
          summary: 'Turn notification types on or off',
          body: NotificationSettingsPatchSchema,
          response: { 200: NotificationSettingsSchema },
        },
      },
      async (request) => updateNotificationSettings(deps, personOf(request).userId, request.body),
    )
  }
}
