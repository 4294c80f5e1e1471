import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  MarkManyReadBodySchema,
  MarkOneReadBodySchema,
  MarkResponseSchema,
  NOTIFICATION_PATHS,
  NotificationListQuerySchema,
  NotificationPageSchema,
} from '@kindred/contract/notifications'
import type { NotificationsDeps } from '../notifications-deps'
import { listNotifications } from '../use-cases/list-notifications'
import { markManyRead, markOneRead } from '../use-cases/mark-notifications'
import { personOf } from '../../../plugins/authentication'
import { languageOf } from '../../../plugins/language'
import { routeOptions } from '../../../plugins/route-options'
import { changes } from './changes'

const route = routeOptions('notifications')

/** The three reaction families of SPEC §7: me too on your memory, love on your me too and on your memory. */
export function familyRoutes(deps: NotificationsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const list = (path: string, family: 'me_too' | 'me_too_love' | 'memory_love', summary: string) =>
      app.get(
        path,
        route(summary, 'member', { querystring: NotificationListQuerySchema, 200: NotificationPageSchema }),
        async (request) =>
          listNotifications(deps, personOf(request).userId, family, request.query, languageOf(request)),
      )
    list(NOTIFICATION_PATHS.meToo, 'me_too', 'Me toos on your memories')
    list(NOTIFICATION_PATHS.meTooLove, 'me_too_love', 'Love on your me toos')
    list(NOTIFICATION_PATHS.memoryLove, 'memory_love', 'Love on your memories')

    app.post(
      NOTIFICATION_PATHS.meTooRead,
      route('Mark one me-too notification read', changes, {
        body: MarkOneReadBodySchema,
        200: MarkResponseSchema,
      }),
      async (request) => markOneRead(deps, personOf(request).userId, 'me_too', request.body.id),
    )

    const markMany = (path: string, family: 'me_too_love' | 'memory_love', summary: string) =>
      app.post(
        path,
        route(summary, changes, { body: MarkManyReadBodySchema, 200: MarkResponseSchema }),
        async (request) => markManyRead(deps, personOf(request).userId, family, request.body),
      )
    markMany(NOTIFICATION_PATHS.meTooLoveRead, 'me_too_love', 'Mark love on your me toos read')
    markMany(NOTIFICATION_PATHS.memoryLoveRead, 'memory_love', 'Mark love on your memories read')
  }
}
