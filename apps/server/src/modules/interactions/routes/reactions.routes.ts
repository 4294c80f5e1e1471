import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  INTERACTION_PATHS,
  MeTooListParamsSchema,
  MeTooListQuerySchema,
  MeTooPageSchema,
  ME_TOOS_PAGE_SIZE,
  ReactionBodySchema,
  ReactionOptionsResponseSchema,
  ReactionResponseSchema,
  RemoveReactionBodySchema,
} from '@kindred/contract/interactions'
import type { InteractionsDeps } from '../interactions-deps'
import { toMeTooDto, toReactionDto } from '../interaction.dto'
import { getReactionOptions } from '../use-cases/get-reaction-options'
import { giveReaction } from '../use-cases/give-reaction'
import { listMeToos } from '../use-cases/list-me-toos'
import { takeBackReaction } from '../use-cases/take-back-reaction'
import { personOf, viewerOf } from '../../../plugins/authentication'

const tags = ['interactions']
const rateLimit = { name: 'reactionsPerUser', per: 'user' } as const

/** Me too, love and love back, and the me-toos an author receives (SPEC §6). */
export function reactionRoutes(deps: InteractionsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      INTERACTION_PATHS.reactionOptions,
      {
        schema: {
          tags,
          summary: 'The reactions on offer, me too labelled with your empathy button text',
          response: { 200: ReactionOptionsResponseSchema },
        },
      },
      async (request) => ({
        results: await getReactionOptions(deps, viewerOf(request)?.userId ?? null),
      }),
    )

    app.post(
      INTERACTION_PATHS.reaction,
      {
        preHandler: app.requireUser,
        config: { participation: true, rateLimit },
        schema: {
          tags,
          summary: 'Give a me too or a love (idempotent); love on a me-too is the author’s love back',
          body: ReactionBodySchema,
          response: { 200: ReactionResponseSchema, 201: ReactionResponseSchema },
        },
      },
      async (request, reply) => {
        const result = await giveReaction(deps, personOf(request).userId, request.body)
        return reply.status(result.created ? 201 : 200).send(toReactionDto(result))
      },
    )

    app.delete(
      INTERACTION_PATHS.reaction,
      {
        preHandler: app.requireUser,
        config: { rateLimit },
        schema: {
          tags,
          summary: 'Take a me too or a love back (idempotent)',
          body: RemoveReactionBodySchema,
          response: { 200: ReactionResponseSchema },
        },
      },
      async (request) => toReactionDto(await takeBackReaction(deps, personOf(request).userId, request.body)),
    )

    app.get(
      `${INTERACTION_PATHS.meToos(':shareableLink')}`,
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary: 'The me-toos on your memory, with their notes (only its author sees them)',
          params: MeTooListParamsSchema,
          querystring: MeTooListQuerySchema,
          response: { 200: MeTooPageSchema },
        },
      },
      async (request) => {
        const { page } = request.query
        const { rows, hasNext } = await listMeToos(
          deps,
          personOf(request).userId,
          request.params.shareableLink,
          page,
        )
        return { results: rows.map(toMeTooDto), page, limit: ME_TOOS_PAGE_SIZE, has_next: hasNext }
      },
    )
  }
}
