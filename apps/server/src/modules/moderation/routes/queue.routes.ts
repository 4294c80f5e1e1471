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
import { requireModerator } from './require-moderator'
import { personOf } from '../../../plugins/authentication'

const tags = ['moderation']

/** The moderators' queue, their decisions and the log (SPEC §10): moderators and admins only. */
export function queueRoutes(deps: ModerationDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const moderatorsOnly = [app.requireUser, requireModerator]

    app.get(
      MODERATION_QUEUE_PATHS.queue,
      {
        preHandler: moderatorsOnly,
        schema: {
          tags,
          summary: 'Open reports grouped by subject, the longest waiting first',
          querystring: QueuePageQuerySchema,
          response: { 200: QueuePageSchema },
        },
      },
      async (request) => listQueue(deps, personOf(request), request.query.page),
    )

    app.post(
      MODERATION_QUEUE_PATHS.decide,
      {
        preHandler: moderatorsOnly,
        schema: {
          tags,
          summary: 'Decide about one subject’s open reports',
          body: DecisionBodySchema,
          response: { 200: DecisionResponseSchema },
        },
      },
      async (request) => decide(deps, personOf(request), request.body),
    )

    app.get(
      MODERATION_QUEUE_PATHS.log,
      {
        preHandler: moderatorsOnly,
        schema: {
          tags,
          summary: 'Who decided what and when, newest first (no content)',
          querystring: QueuePageQuerySchema,
          response: { 200: LogPageSchema },
        },
      },
      async (request) => listLog(deps, request.query.page),
    )
  }
}
