import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HashIdParamsSchema, HideResponseSchema } from '@kindred/contract/memories'
import type { MemoriesDeps } from '../memories-deps'
import { hideMemory, unhideMemory } from '../use-cases/hide-memory'
import { personOf } from '../../../plugins/authentication'
import { routeOptions } from '../../../plugins/route-options'

const route = routeOptions('memories')
const path = '/api/v1/interaction/memory/:hashId/hide'

/** Hide a memory from your own lists, and bring it back (SPEC §5.2). */
export function hideRoutes(deps: MemoriesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // The seed's state-changing GET: under the CSRF rules like any write (SPEC §3.5).
    app.get(
      path,
      route(
        'Hide a memory from your lists',
        { who: 'member', stateChanging: true, limit: 'memoryChangesPerUser' },
        { params: HashIdParamsSchema, 200: HideResponseSchema },
      ),
      async (request) => {
        await hideMemory(deps, request.params.hashId, personOf(request))
        return { hash_id: request.params.hashId, hidden: true }
      },
    )

    app.delete(
      path,
      route(
        'Show a hidden memory again',
        { who: 'member', limit: 'memoryChangesPerUser' },
        { params: HashIdParamsSchema, 200: HideResponseSchema },
      ),
      async (request) => {
        await unhideMemory(deps, request.params.hashId, personOf(request))
        return { hash_id: request.params.hashId, hidden: false }
      },
    )
  }
}
