import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  BulkQuerySchema,
  BulkResponseSchema,
  HashIdParamsSchema,
  MEMORIES_API,
  MEMORY_PATHS,
  MemoryAllowanceSchema,
  MemorySchema,
} from '@kindred/contract/memories'
import { CreateMemoryBodySchema, EditMemoryBodySchema } from '@kindred/contract/memories-writing'
import { isModerator, personOf, signedIn, viewerOf } from '../../../plugins/authentication'
import { languageOf } from '../../../plugins/language'
import type { MemoriesDeps } from '../memories-deps'
import { toMemoryAllowanceDto, toMemoryDto } from '../memory.dto'
import { createMemory } from '../use-cases/create-memory'
import { deleteMemory } from '../use-cases/delete-memory'
import { editMemory } from '../use-cases/edit-memory'
import { getMemoriesBulk } from '../use-cases/get-memories-bulk'
import { getMemoryAllowance } from '../use-cases/get-memory-allowance'
import { getMemory, memoryNotFound } from '../use-cases/get-memory'
import { sendWritten } from '../../../plugins/response-serializer'
import { routeOptions } from '../../../plugins/route-options'
import { CARDS, sharedMemoriesBulk, sharedMemoryPage } from '../shared-cards'
import { tagsFor } from './request-tags'
import { lagTolerantRead } from '../lag-tolerant-reads'

const route = routeOptions('memories')

/** One memory: share, edit, read, delete, and read up to 50 by link (SPEC §5.2). */
export function memoryRoutes(deps: MemoriesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      `${MEMORIES_API}/memories/`,
      route(
        'Share a memory',
        { who: 'member', limit: 'memoriesPerUser', participation: true },
        { body: CreateMemoryBodySchema, 201: MemorySchema },
      ),
      async (request, reply) => {
        const viewer = personOf(request)
        const { publicId, createdAt } = signedIn(request).user
        const row = await createMemory(
          deps,
          { userId: viewer.userId, publicId, createdAt },
          request.body,
          languageOf(request),
        )
        if (row.visibility === 'public') app.visitorAnswers.widened()
        request.log.info({ event: 'memory.create', memory: row.hash_id }, 'memory shared')
        return reply.status(201).send(toMemoryDto(row, tagsFor(deps, request), viewer))
      },
    )

    // Read before the person writes, so a new account's limit is said before, not after, Share.
    app.get(
      MEMORY_PATHS.allowance,
      route('What you may still share now: a new account’s memories a day', 'member', {
        200: MemoryAllowanceSchema,
      }),
      async (request) => {
        const { publicId, createdAt } = signedIn(request).user
        return toMemoryAllowanceDto(await getMemoryAllowance(deps, { publicId, createdAt }))
      },
    )

    app.patch(
      `${MEMORIES_API}/memories/:hashId/`,
      route(
        'Edit your memory',
        { who: 'member', limit: 'memoryChangesPerUser', participation: true },
        { params: HashIdParamsSchema, body: EditMemoryBodySchema, 200: MemorySchema },
      ),
      async (request) => {
        const viewer = personOf(request)
        const row = await editMemory(deps, request.params.hashId, viewer, request.body, languageOf(request))
        // Made public, or a public one changed: its new words are in visitors' lists here at once.
        if (row.visibility === 'public') app.visitorAnswers.widened()
        return toMemoryDto(row, tagsFor(deps, request), viewer)
      },
    )

    app.get(
      `${MEMORIES_API}/memories/:hashId/get-details`,
      route(
        'A memory, if it is shared with you',
        { visitorCache: true },
        { params: HashIdParamsSchema, 200: MemorySchema },
      ),
      async (request, reply) => {
        const viewer = viewerOf(request)
        // Read on a replica when one is healthy, checked on the primary; one it does not find, from
        // the primary (decisions 087, 089).
        // A member who is not a moderator: the memory from the cache every such reader shares.
        if (CARDS.readsShared(viewer)) {
          const tags = tagsFor(deps, request)
          const { json } = await lagTolerantRead(deps, request, viewer, async (on) => {
            const page = await sharedMemoryPage(on, viewer, tags, request.params.hashId)
            if (page === null) throw memoryNotFound()
            return page
          })
          return sendWritten(reply, json)
        }
        const { row } = await lagTolerantRead(deps, request, viewer, async (on) => {
          const found = await getMemory(on, request.params.hashId, viewer)
          return { row: found, rows: [found] }
        })
        request.showsMemories([row])
        return toMemoryDto(row, tagsFor(deps, request), viewer)
      },
    )

    app.delete(
      `${MEMORIES_API}/memories/:hashId/get-details`,
      route(
        'Delete your memory (moderators: any)',
        { who: 'member', limit: 'memoryChangesPerUser' },
        { params: HashIdParamsSchema },
      ),
      async (request, reply) => {
        await deleteMemory(deps, request.params.hashId, personOf(request))
        request.log.info({ event: 'memory.delete', memory: request.params.hashId }, 'memory deleted')
        return reply.status(204).send()
      },
    )

    app.get(
      `${MEMORIES_API}/memories/get-details-bulk/`,
      route('Up to 50 memories by shareable link', 'anyone', {
        querystring: BulkQuerySchema,
        200: BulkResponseSchema,
      }),
      async (request, reply) => {
        const viewer = viewerOf(request)
        const links = request.query.shareable_links
        // Visitors and members who are not moderators: from the cache memory pages share.
        const tags = tagsFor(deps, request)
        if (!isModerator(viewer))
          return sendWritten(reply, await sharedMemoriesBulk(deps, viewer, tags, links))
        const { rows, missing } = await getMemoriesBulk(deps, links, viewer)
        return { results: rows.map((row) => toMemoryDto(row, tags, viewer)), missing }
      },
    )
  }
}
