import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  MarkResponseSchema,
  NOTIFICATION_PATHS,
  NotificationIdParamsSchema,
  NotificationListQuerySchema,
  NotificationPageSchema,
  NotificationSummarySchema,
} from '@kindred/contract/notifications'
import type { NotificationsDeps } from '../notifications-deps'
import { getSummary } from '../use-cases/get-summary'
import { listNotifications } from '../use-cases/list-notifications'
import { markAllSeen, markRead, markSeen } from '../use-cases/mark-notifications'
import { personOf } from '../../../plugins/authentication'
import { languageOf } from '../../../plugins/language'
import { routeOptions } from '../../../plugins/route-options'
import { changes } from './changes'

const route = routeOptions('notifications')
// The seed's state-changing GETs: under the CSRF rules like any write (SPEC §3.5).
const marking = { ...changes, stateChanging: true } as const

/** Everything else (SPEC §7): comments, replies, love on comments, votes, kind words, connections. */
export function generalRoutes(deps: NotificationsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      NOTIFICATION_PATHS.general,
      route('Your other notifications, with the unseen count', 'member', {
        querystring: NotificationListQuerySchema,
        200: NotificationPageSchema,
      }),
      async (request) =>
        listNotifications(deps, personOf(request).userId, 'general', request.query, languageOf(request)),
    )

    app.get(
      NOTIFICATION_PATHS.read(':id'),
      route('Mark a notification read (opened)', marking, {
        params: NotificationIdParamsSchema,
        200: MarkResponseSchema,
      }),
      async (request) => markRead(deps, personOf(request).userId, request.params.id),
    )

    app.get(
      NOTIFICATION_PATHS.seen(':id'),
      route('Mark a notification seen (shown)', marking, {
        params: NotificationIdParamsSchema,
        200: MarkResponseSchema,
      }),
      async (request) => markSeen(deps, personOf(request).userId, request.params.id),
    )

    app.get(
      NOTIFICATION_PATHS.allSeen,
      route('Mark every notification seen', marking, { 200: MarkResponseSchema }),
      async (request) => markAllSeen(deps, personOf(request).userId),
    )

    app.get(
      NOTIFICATION_PATHS.summary,
      route('Unseen notifications per family', 'member', { 200: NotificationSummarySchema }),
      async (request) => getSummary(deps, personOf(request).userId),
    )
  }
}
