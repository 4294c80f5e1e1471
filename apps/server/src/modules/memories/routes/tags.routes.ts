import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  MEMORIES_API,
  TagListParamsSchema,
  TagListQuerySchema,
  TagListResponseSchema,
} from '@kindred/contract/memories'
import type { MemoriesDeps } from '../memories-deps'
import { toTagDto } from '../memory.dto'
import { listTags } from '../use-cases/list-tags'
import { routeOptions } from '../../../plugins/route-options'
import { tagsFor } from './request-tags'

const route = routeOptions('memories')

/** Tags of a kind, for the composer and the filters (SPEC §5.2). */
export function tagRoutes(deps: MemoriesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${MEMORIES_API}/tags/:kind/list`,
      route(
        'Tags of a kind for a memory type, with counts when ist=true',
        { visitorCache: true },
        { params: TagListParamsSchema, querystring: TagListQuerySchema, 200: TagListResponseSchema },
      ),
      async (request) => {
        // Counts show no memory: a replica's, a moment late, are as good (decision 087).
        const reads = deps.over(request.lagTolerantReads().db)
        const tags = await listTags(reads, tagsFor(deps, request), request.params.kind, request.query)
        return { results: tags.map(({ tag, memoryCount }) => toTagDto(tag, memoryCount)) }
      },
    )
  }
}
