import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  DecisionBodySchema,
  DecisionResponseSchema,
  LogPageSchema,
  MODERATION_QUEUE_PATHS,
  QueuePageQuerySchema,
  QueuePageSchema,
} from '@kindred/contract/moderation-queue'
import type { ModerationDeps } from '../moderation-deps'
import { decide } from '../use-cases/decide'
import { listLog } from '../use-cases/list-log'
import { listQueue } from '../use-cases/list-queue'
import { personOf } from '../../../plugins/authentication'
import { languageOf } from '../../../plugins/language'
import { routeOptions } from '../../../plugins/route-options'

const route = routeOptions('moderation')

/** The moderators' queue, their decisions and the log (SPEC §10): moderators and admins only. */
export function queueRoutes(deps: ModerationDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      MODERATION_QUEUE_PATHS.queue,
      route('Open reports grouped by subject, the longest waiting first', 'moderator', {
        querystring: QueuePageQuerySchema,
        200: QueuePageSchema,
      }),
      async (request) => listQueue(deps, personOf(request), request.query.page, languageOf(request)),
    )

    app.post(
      MODERATION_QUEUE_PATHS.decide,
      route('Decide about one subject’s open reports', 'moderator', {
        body: DecisionBodySchema,
        200: DecisionResponseSchema,
      }),
      async (request) => decide(deps, personOf(request), request.body),
    )

    app.get(
      MODERATION_QUEUE_PATHS.log,
      route('Who decided what and when, newest first (no content)', 'moderator', {
        querystring: QueuePageQuerySchema,
        200: LogPageSchema,
      }),
      async (request) => listLog(deps, request.query.page, languageOf(request)),
    )
  }
}
