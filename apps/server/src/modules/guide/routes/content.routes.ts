import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  GroupIdsQuerySchema,
  GroupListSchema,
  GroupsWithItemsSchema,
  GUIDE_PREFIX,
  ItemSchema,
  ListOf,
  StatsResponseSchema,
  TraumaDetailResponseSchema,
  TraumaTypeSchema,
} from '@kindred/contract/guide'
import { inEveryLanguageNow } from '../../../content/content-languages'
import { AppError } from '../../../lib/app-error'
import { prepareJson, sendPrepared } from '../../../lib/etag'
import { toAnswerDto } from '../guide-answer.dto'
import type { GuideDeps } from '../guide-deps'
import { toTraumaDetailDto } from '../trauma-detail.dto'
import { getCommunityStats } from '../use-cases/get-community-stats'
import { listGroupsWithAnswers } from '../use-cases/list-groups-with-answers'
import { askerOf } from '../../../plugins/authentication'
import { languageOf } from '../../../plugins/language'
import type { GuideCatalog } from '../content/guide-catalog'
import { catalogFor } from './request-catalog'
import { routeOptions } from '../../../plugins/route-options'

const route = routeOptions('guide')

/** The guide's content (cacheable, served from memory) and the community statistics. */
export function guideContentRoutes(deps: GuideDeps): FastifyPluginAsyncZod {
  // Each answer prepared once per language: its own body, and so its own ETag (decision 083).
  const prepared = inEveryLanguageNow((language) => preparedContent(deps.catalogs[language]))
  const preparedFor = (request: FastifyRequest) => prepared[languageOf(request)]
  const typeNotFound = () => new AppError(404, 'NOT_FOUND', 'guide.typeNotFound')

  return async (app) => {
    app.get(
      `${GUIDE_PREFIX}/types/`,
      route('Trauma types', 'anyone', { 200: ListOf(TraumaTypeSchema) }),
      async (request, reply) => sendPrepared(request, reply, preparedFor(request).types),
    )
    app.get(
      `${GUIDE_PREFIX}/groups/all/`,
      route('Question groups, in order', 'anyone', { 200: GroupListSchema }),
      async (request, reply) => sendPrepared(request, reply, preparedFor(request).groups),
    )
    app.get(
      `${GUIDE_PREFIX}/traumas/all/`,
      route('Every item, in order', 'anyone', { 200: ListOf(ItemSchema) }),
      async (request, reply) => sendPrepared(request, reply, preparedFor(request).items),
    )
    app.get(
      `${GUIDE_PREFIX}/traumas/type/:type/`,
      route('Items of one trauma type', 'anyone', {
        params: z.object({ type: z.string().max(80) }),
        200: ListOf(ItemSchema),
      }),
      async (request, reply) => {
        const prepared = preparedFor(request).itemsByType.get(request.params.type)
        if (!prepared) throw typeNotFound()
        return sendPrepared(request, reply, prepared)
      },
    )
    app.get(
      `${GUIDE_PREFIX}/trauma/:id/`,
      route('Everything about one trauma type', 'anyone', {
        params: z.object({ id: z.coerce.number().int().positive().max(2_000_000_000) }),
        200: TraumaDetailResponseSchema,
      }),
      async (request, reply) => {
        const prepared = preparedFor(request).details.get(request.params.id)
        if (!prepared) throw typeNotFound()
        return sendPrepared(request, reply, prepared)
      },
    )

    app.get(
      `${GUIDE_PREFIX}/groups/by_ids/`,
      route("Some groups with their items and this session's answers", 'anyone', {
        querystring: GroupIdsQuerySchema,
        200: GroupsWithItemsSchema,
      }),
      async (request) => {
        const { session_id: sessionId } = request.query
        const groups = await listGroupsWithAnswers(
          deps,
          catalogFor(deps, request),
          request.query.group_ids.split(',').map(Number),
          sessionId === undefined ? null : { id: sessionId, userId: askerOf(request)?.id ?? null },
        )
        return {
          results: groups.map(({ group, items, answers }) => ({
            ...group,
            items,
            answers: answers.map(toAnswerDto),
          })),
        }
      },
    )

    app.get(
      `${GUIDE_PREFIX}/stats/`,
      route('Community statistics (no group under 10)', 'anyone', { 200: StatsResponseSchema }),
      async (request) => getCommunityStats(deps, catalogFor(deps, request), request.lagTolerantReads().db),
    )
  }
}

/** The guide's lists and details in the catalog's language, serialised and tagged once. */
function preparedContent(catalog: GuideCatalog) {
  return {
    types: prepareJson({ results: catalog.types }),
    groups: prepareJson({ results: catalog.groups }),
    items: prepareJson({ results: catalog.items }),
    itemsByType: new Map(
      catalog.types.map((t) => [
        t.slug,
        prepareJson({ results: catalog.items.filter((i) => i.type_slug === t.slug) }),
      ]),
    ),
    details: new Map(
      catalog.content.types.map((file) => [
        catalog.typeBySlug.get(file.slug)!.id,
        prepareJson(toTraumaDetailDto(catalog, file)),
      ]),
    ),
  }
}
