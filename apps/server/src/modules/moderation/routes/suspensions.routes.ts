import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  LiftBodySchema,
  LiftResponseSchema,
  MODERATION_QUEUE_PATHS,
  QueuePageQuerySchema,
  SuspensionsPageSchema,
} from '@kindred/contract/moderation-queue'
import type { ModerationDeps } from '../moderation-deps'
import { liftSuspension, listSuspensions } from '../use-cases/suspensions'
import { requireModerator } from './require-moderator'
import { personOf } from '../../../plugins/authentication'

const tags = ['moderation']

/** Who is suspended now, and lifting a suspension early (SPEC §10): moderators and admins. */
export function suspensionRoutes(deps: ModerationDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const moderatorsOnly = [app.requireUser, requireModerator]

    app.get(
      MODERATION_QUEUE_PATHS.suspensions,
      {
        preHandler: moderatorsOnly,
        schema: {
          tags,
          summary: 'The people suspended now, the longest suspension first',
          querystring: QueuePageQuerySchema,
          response: { 200: SuspensionsPageSchema },
        },
      },
      async (request) => listSuspensions(deps, request.query.page),
    )

    app.post(
      MODERATION_QUEUE_PATHS.lift,
      {
        preHandler: moderatorsOnly,
        schema: {
          tags,
          summary: 'Lift a person’s suspension now',
          body: LiftBodySchema,
          response: { 200: LiftResponseSchema },
        },
      },
      async (request) => liftSuspension(deps, personOf(request), request.body.public_id),
    )
  }
}
