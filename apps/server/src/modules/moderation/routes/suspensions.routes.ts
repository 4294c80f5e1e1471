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
import { personOf } from '../../../plugins/authentication'
import { routeOptions } from '../../../plugins/route-options'

const route = routeOptions('moderation')

/** Who is suspended now, and lifting a suspension early (SPEC §10): moderators and admins. */
export function suspensionRoutes(deps: ModerationDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      MODERATION_QUEUE_PATHS.suspensions,
      route('The people suspended now, the longest suspension first', 'moderator', {
        querystring: QueuePageQuerySchema,
        200: SuspensionsPageSchema,
      }),
      async (request) => listSuspensions(deps, request.query.page),
    )

    app.post(
      MODERATION_QUEUE_PATHS.lift,
      route('Lift a person’s suspension now', 'moderator', { body: LiftBodySchema, 200: LiftResponseSchema }),
      async (request) => liftSuspension(deps, personOf(request), request.body.public_id),
    )
  }
}
