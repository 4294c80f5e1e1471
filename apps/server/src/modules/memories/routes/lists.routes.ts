import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  FeedPageSchema,
  FeedQuerySchema,
  MEMORIES_API,
  MemoryPageSchema,
  MyMemoriesQuerySchema,
  SearchPageSchema,
  SearchQuerySchema,
  SnippetPageSchema,
  SnippetParamsSchema,
  SnippetQuerySchema,
  UserMemoriesParamsSchema,
  UserMemoriesQuerySchema,
  UserMemoriesResponseSchema,
} from '@kindred/contract/memories'
import type { MemoriesDeps } from '../memories-deps'
import type { MemoryRow } from '../memories.repository'
import { toMemoryCardDto, toSnippetDto } from '../memory.dto'
import {
  cursorAfter,
  feedIds,
  listFeed,
  listMyMemories,
  listSnippets,
  listUserMemories,
  snippetIds,
  placeDeepPage,
  windowOf,
} from '../use-cases/list-memories'
import type { CursorSort } from '../list-cursor'
import { sendWritten } from '../../../plugins/response-serializer'
import { CARDS, sharedListPage, SNIPPETS } from '../shared-cards'
import { searchMemories } from '../use-cases/search-memories'
import { personOf, type Viewer, viewerOf } from '../../../plugins/authentication'
import { routeOptions } from '../../../plugins/route-options'
import { listPage } from '../../../lib/list-page'
import type { MemoryWords } from '../memory-words'
import { tagsFor } from './request-tags'
import { lagTolerantRead } from '../lag-tolerant-reads'

const route = routeOptions('memories')

/** A page of memory cards in the SPEC §2 list shape. */
function cardPage(
  tags: MemoryWords,
  viewer: Viewer | null,
  { rows, hasNext }: { rows: MemoryRow[]; hasNext: boolean },
  { page, limit }: { page: number; limit: number },
) {
  return listPage({ rows, hasNext, page, limit }, (row) => toMemoryCardDto(row, tags, viewer))
}

/**
 * A page of a list that goes on by a cursor, in its page shape, with `next_cursor` where the next
 * page starts when there is one (decision 063).
 */
function cursorPage<Row extends MemoryRow, Dto>(
  deps: MemoriesDeps,
  sort: CursorSort,
  { rows, hasNext }: { rows: Row[]; hasNext: boolean },
  { page, limit }: { page: number; limit: number },
  toDto: (row: Row) => Dto,
) {
  const answer = listPage({ rows, hasNext, page, limit }, toDto)
  const last = rows.at(-1)
  if (!hasNext || !last) return answer
  return { ...answer, next_cursor: deps.cursors.seal(cursorAfter(sort, last)) }
}

/** The lists of memories (SPEC §5.2): each one query, `has_next` from one row more. */
export function memoryListRoutes(deps: MemoriesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/feed/',
      route(
        'The feed, newest first or top',
        { visitorCache: true },
        { querystring: FeedQuerySchema, 200: FeedPageSchema },
      ),
      async (request, reply) => {
        const viewer = viewerOf(request)
        const { page, limit, sort, language } = request.query
        const asked = { page, limit, sort, language, cursor: deps.cursors.open(request.query.cursor, sort) }
        const listed = sort === 'newest' ? placeDeepPage(asked) : asked
        if (CARDS.readsShared(viewer)) {
          const ids = feedIds(deps, viewer, listed)
          const window = windowOf(listed)
          const tags = tagsFor(deps, request)
          const { json } = await lagTolerantRead(deps, request, viewer, (on) =>
            sharedListPage(on, CARDS, viewer, tags, ids, { page, limit, window }, (last) =>
              deps.cursors.seal(cursorAfter(sort, last)),
            ),
          )
          return sendWritten(reply, json)
        }
        const read = await lagTolerantRead(deps, request, viewer, (on) => listFeed(on, viewer, listed))
        request.showsMemories(read.rows)
        const tags = tagsFor(deps, request)
        return cursorPage(deps, sort, read, listed, (row) => toMemoryCardDto(row, tags, viewer))
      },
    )

    app.get(
      '/memories/memories-list/snippets-r/:page/:limit/',
      route(
        'Recent snippets, optionally with any of some tags',
        { visitorCache: true },
        { params: SnippetParamsSchema, querystring: SnippetQuerySchema, 200: SnippetPageSchema },
      ),
      async (request, reply) => {
        const viewer = viewerOf(request)
        const { page, limit } = request.params
        const cursor = deps.cursors.open(request.query.cursor, 'newest')
        const asked = { page, limit, tagIds: request.query.tag_ids, language: request.query.language, cursor }
        const listed = asked.tagIds.length === 0 ? placeDeepPage(asked) : asked
        if (SNIPPETS.readsShared(viewer)) {
          const ids = snippetIds(viewer, listed)
          const window = windowOf(listed)
          const tags = tagsFor(deps, request)
          const { json } = await lagTolerantRead(deps, request, viewer, (on) =>
            sharedListPage(on, SNIPPETS, viewer, tags, ids, { page, limit, window }, (last) =>
              deps.cursors.seal(cursorAfter('newest', last)),
            ),
          )
          return sendWritten(reply, json)
        }
        const read = await lagTolerantRead(deps, request, viewer, (on) => listSnippets(on, viewer, listed))
        request.showsMemories(read.rows)
        const tags = tagsFor(deps, request)
        return cursorPage(deps, 'newest', read, listed, (row) => toSnippetDto(row, tags, viewer))
      },
    )

    app.get(
      `${MEMORIES_API}/my-memories/`,
      route('Your memories, private ones included', 'member', {
        querystring: MyMemoriesQuerySchema,
        200: MemoryPageSchema,
      }),
      async (request) => {
        const viewer = personOf(request)
        const read = await listMyMemories(deps, viewer, request.query)
        return cardPage(tagsFor(deps, request), viewer, read, request.query)
      },
    )

    app.get(
      `${MEMORIES_API}/user_memories/:id/:limit/`,
      route("Up to five of a person's other public memories under their name", 'anyone', {
        params: UserMemoriesParamsSchema,
        querystring: UserMemoriesQuerySchema,
        200: UserMemoriesResponseSchema,
      }),
      async (request) => {
        const viewer = viewerOf(request)
        const rows = await listUserMemories(
          deps,
          viewer,
          request.params.id,
          request.params.limit,
          request.query.exclude,
        )
        const tags = tagsFor(deps, request)
        return { results: rows.map((row) => toMemoryCardDto(row, tags, viewer)) }
      },
    )

    app.get(
      `${MEMORIES_API}/search/`,
      route('Full-text search with filters', 'anyone', {
        querystring: SearchQuerySchema,
        200: SearchPageSchema,
      }),
      async (request, reply) => {
        const viewer = viewerOf(request)
        const tags = tagsFor(deps, request)
        const read = await lagTolerantRead(deps, request, viewer, (on) =>
          searchMemories(on, viewer, tags, request.query),
        )
        return sendWritten(reply, read.json)
      },
    )
  }
}
