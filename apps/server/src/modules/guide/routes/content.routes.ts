import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  GROUP_IDS_MAX,
  GroupIdsQuerySchema,
  GroupSchema,
  GroupWithItemsSchema,
  GUIDE_PREFIX,
  ItemSchema,
  ListOf,
  StatsResponseSchema,
  TraumaDetailResponseSchema,
  TraumaTypeSchema,
} from '@kindred/contract/guide'
import { AppError } from '../../../lib/app-error'
import { prepareJson, sendPrepared } from '../../../lib/etag'
import { collectSourceKeys } from '../content/read-guide-content'
import type { GuideDeps } from '../guide-deps'
import { viewerId } from './viewer'
import { toAnswerDto } from '../guide-answers'
import { communityStats } from '../guide-stats'

const tags = ['guide']

/** The guide's content (cacheable, served from memory) and the community statistics. */
export function guideContentRoutes(deps: GuideDeps): FastifyPluginAsyncZod {
  const { catalog } = deps
  const types = prepareJson({ results: catalog.types })
  const groups = prepareJson({ results: catalog.groups })
  const items = prepareJson({ results: catalog.items })
  const itemsByType = new Map(
    catalog.types.map((t) => [
      t.slug,
      prepareJson({ results: catalog.items.filter((i) => i.type_slug === t.slug) }),
    ]),
  )
  const details = new Map(
    catalog.content.types.map((file) => {
      const type = catalog.typeBySlug.get(file.slug)!
      const d = file.detail
      const blocks = (list: typeof d.what_it_is) => list.map(catalog.block)
      return [
        type.id,
        prepareJson({
          ...type,
          detail: {
            what_it_is: blocks(d.what_it_is),
            how_common: blocks(d.how_common),
            effects: {
              emotional: blocks(d.effects.emotional),
              health: blocks(d.effects.health),
              social: blocks(d.effects.social),
            },
            needs: blocks(d.needs),
            what_helps: blocks(d.what_helps),
            caveats: blocks(d.caveats),
          },
          sources: catalog.sourcesOf(collectSourceKeys(file)),
        }),
      ]
    }),
  )
  const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `That ${what} is not part of the guide.`)

  return async (app) => {
    app.get(
      `${GUIDE_PREFIX}/types/`,
      { schema: { tags, summary: 'Trauma types', response: { 200: ListOf(TraumaTypeSchema) } } },
      async (request, reply) => sendPrepared(request, reply, types),
    )
    app.get(
      `${GUIDE_PREFIX}/groups/all/`,
      { schema: { tags, summary: 'Question groups, in order', response: { 200: ListOf(GroupSchema) } } },
      async (request, reply) => sendPrepared(request, reply, groups),
    )
    app.get(
      `${GUIDE_PREFIX}/traumas/all/`,
      { schema: { tags, summary: 'Every item, in order', response: { 200: ListOf(ItemSchema) } } },
      async (request, reply) => sendPrepared(request, reply, items),
    )
    app.get(
      `${GUIDE_PREFIX}/traumas/type/:type/`,
      {
        schema: {
          tags,
          summary: 'Items of one trauma type',
          params: z.object({ type: z.string().max(80) }),
          response: { 200: ListOf(ItemSchema) },
        },
      },
      async (request, reply) => {
        const prepared = itemsByType.get(request.params.type)
        if (!prepared) throw notFound('type')
        return sendPrepared(request, reply, prepared)
      },
    )
    app.get(
      `${GUIDE_PREFIX}/trauma/:id/`,
      {
        schema: {
          tags,
          summary: 'Everything about one trauma type',
          params: z.object({ id: z.coerce.number().int().positive().max(2_000_000_000) }),
          response: { 200: TraumaDetailResponseSchema },
        },
      },
      async (request, reply) => {
        const prepared = details.get(request.params.id)
        if (!prepared) throw notFound('type')
        return sendPrepared(request, reply, prepared)
      },
    )

    app.get(
      `${GUIDE_PREFIX}/groups/by_ids/`,
      {
        schema: {
          tags,
          summary: "Some groups with their items and this session's answers",
          querystring: GroupIdsQuerySchema,
          response: { 200: ListOf(GroupWithItemsSchema) },
        },
      },
      async (request) => {
        const ids = [...new Set(request.query.group_ids.split(',').map(Number))]
        if (ids.length > GROUP_IDS_MAX) throw new AppError(422, 'VALIDATION', 'Ask for fewer groups at once.')
        const chosen = ids.map((id) => catalog.groups.find((g) => g.id === id))
        if (chosen.some((g) => !g)) throw notFound('group')
        let answers: ReturnType<typeof toAnswerDto>[] = []
        if (request.query.session_id !== undefined) {
          const session = await deps.sessions.resolve(request.query.session_id, viewerId(request))
          answers = (await deps.answers.list(session.id)).map(toAnswerDto)
        }
        return {
          results: chosen.map((group) => {
            const groupItems = catalog.items.filter((i) => i.group_id === group!.id)
            const ids = new Set(groupItems.map((i) => i.id))
            return { ...group!, items: groupItems, answers: answers.filter((a) => ids.has(a.trauma_id)) }
          }),
        }
      },
    )

    app.get(
      `${GUIDE_PREFIX}/stats/`,
      {
        schema: {
          tags,
          summary: 'Community statistics (no group under 10)',
          response: { 200: StatsResponseSchema },
        },
      },
      async () => communityStats(deps.db, deps.clock, catalog),
    )
  }
}
