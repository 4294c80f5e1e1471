import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HealthResponseSchema } from '@kindred/contract/health'
import { routeOptions } from '../../../plugins/route-options'

const route = routeOptions('platform')

/** Liveness and database reachability, for load balancers and the quick-start check. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    route('Is the server up, and can it reach its database?', 'anyone', {
      200: HealthResponseSchema,
      503: HealthResponseSchema,
    }),
    async (request, reply) => {
      try {
        await app.database.ping()
        return { status: 'ok' as const, database: 'ok' as const }
      } catch (err) {
        request.log.error({ err }, 'database ping failed')
        return reply.status(503).send({ status: 'degraded', database: 'unavailable' })
      }
    },
  )
}
