import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { NOTIFICATION_PATHS } from '@kindred/contract/notifications'
import {
  NotificationSettingsPatchSchema,
  NotificationSettingsSchema,
} from '@kindred/contract/notifications-settings'
import type { NotificationsDeps } from '../notifications-deps'
import { getNotificationSettings, updateNotificationSettings } from '../use-cases/notification-settings'
import { personOf } from '../../../plugins/authentication'
import { routeOptions } from '../../../plugins/route-options'
import { changes } from './changes'

const route = routeOptions('notifications')

/** "Each person can turn each type off" (SPEC §7). */
export function settingsRoutes(deps: NotificationsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      NOTIFICATION_PATHS.settings,
      route('Which notifications you get', 'member', { 200: NotificationSettingsSchema }),
      async (request) => getNotificationSettings(deps, personOf(request).userId),
    )

    app.patch(
      NOTIFICATION_PATHS.settings,
      route('Turn notification types on or off', changes, {
        body: NotificationSettingsPatchSchema,
        200: NotificationSettingsSchema,
      }),
      async (request) => updateNotificationSettings(deps, personOf(request).userId, request.body),
    )
  }
}
