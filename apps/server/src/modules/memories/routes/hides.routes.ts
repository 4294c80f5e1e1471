import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { HashIdParamsSchema, HideResponseSchema } from '@kindred/contract/memories'
import type { MemoriesDeps } from '../memories-deps'
import { hideMemory, unhideMemory } from '../use-cases/hide-memory'
import { personOf } from '../../../plugins/authentication'

const tags = ['memories']
const path = '/api/v1/interaction/memory/:hashId/hide'

/** Hide a memory from your own lists, and bring it back (SPEC §5.2). */
export function hideRoutes(deps: MemoriesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    // The seed's state-changing GET: under the CSRF rules like any write (SPEC §3.5).
    app.get(
      path,
      {
        preHandler: app.requireUser,
        config: { stateChanging: true, rateLimit: { name: 'memoryChangesPerUser', per: 'user' } },
        schema: {
          tags,
          summary: 'Hide a memory from your lists',
          params: HashIdParamsSchema,
          response: { 200: HideResponseSchema },
        },
      },
      async (request) => {
        await hideMemory(deps, request.params.hashId, personOf(request))
        return { hash_id: request.params.hashId, hidden: true }
      },
    )

    app.delete(
      path,
      {
        preHandler: app.requireUser,
        config: { rateLimit: { name: 'memoryChangesPerUser', per: 'user' } },
        schema: {
          tags,
          summary: 'Show a hidden memory again',
          params: HashIdParamsSchema,
          response: { 200: HideResponseSchema },
        },
      },
      async (request) => {
        await unhideMemory(deps, request.params.hashId, personOf(request))
        return { hash_id: request.params.hashId, hidden: false }
      },
    )
  }
}
