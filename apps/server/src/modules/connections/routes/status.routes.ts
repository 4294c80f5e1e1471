import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CONNECTION_PATHS,
  ConnectStatusBodySchema,
  ConnectStatusResponseSchema,
} from '@kindred/contract/connections'
import type { ConnectionsDeps } from '../connections-deps'
import { getConnectStatus } from '../use-cases/get-connect-status'
import { personOf } from '../../../plugins/authentication'
import { routeOptions } from '../../../plugins/route-options'

const route = routeOptions('connections')

/**
 * The batch connect status (SPEC §6): the feed's content is cached for everyone, and each person's
 * relation to the authors comes in one call. Only for a signed-in person.
 */
export function statusRoutes(deps: ConnectionsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      CONNECTION_PATHS.status,
      route(
        'You and the authors of up to 50 memories: none, pending either way, connected or self',
        { who: 'member', readsOnly: true },
        { body: ConnectStatusBodySchema, 200: ConnectStatusResponseSchema },
      ),
      async (request) => getConnectStatus(deps, personOf(request).userId, request.body.shareable_links),
    )
  }
}
