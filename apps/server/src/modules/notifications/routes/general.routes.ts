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

const tags = ['notifications']
// The seed's state-changing GETs: under the CSRF rules like any write (SPEC §3.5).
const changes = {
  stateChanging: true,
  rateLimit: { name: 'notificationChangesPerUser', per: 'user' },
} as const

/** Everything else (SPEC §7): comments, replies, love on comments, votes, kind words, connections. */
export function generalRoutes(deps: NotificationsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      NOTIFICATION_PATHS.general,
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary: 'Your other notifications, with the unseen count',
          querystring: NotificationListQuerySchema,
          response: { 200: NotificationPageSchema },
        },
      },
      async (request) => listNotifications(deps, personOf(request).userId, 'general', request.query),
    )

    app.get(
      NOTIFICATION_PATHS.read(':id'),
      {
        preHandler: app.requireUser,
        config: changes,
        schema: {
          tags,
          summary: 'Mark a notification read (opened)',
          params: NotificationIdParamsSchema,
          response: { 200: MarkResponseSchema },
        },
      },
      async (request) => markRead(deps, personOf(request).userId, request.params.id),
    )

    app.get(
      NOTIFICATION_PATHS.seen(':id'),
      {
        preHandler: app.requireUser,
        config: changes,
        schema: {
          tags,
          summary: 'Mark a notification seen (shown)',
          params: NotificationIdParamsSchema,
          response: { 200: MarkResponseSchema },
        },
      },
      async (request) => markSeen(deps, personOf(request).userId, request.params.id),
    )

    app.get(
      NOTIFICATION_PATHS.allSeen,
      {
        preHandler: app.requireUser,
        config: changes,
        schema: { tags, summary: 'Mark every notification seen', response: { 200: MarkResponseSchema } },
      },
      async (request) => markAllSeen(deps, personOf(request).userId),
    )

    app.get(
      NOTIFICATION_PATHS.summary,
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary: 'Unseen notifications per family',
          response: { 200: NotificationSummarySchema },
        },
      },
      async (request) => getSummary(deps, personOf(request).userId),
    )
  }
}
