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
import { languageOf } from '../../../plugins/language'
import { newOrExisting, routeOptions } from '../../../plugins/route-options'
import { giving, takingBack } from './reacting'
import { listPage } from '../../../lib/list-page'

const route = routeOptions('interactions')

/** Me too, love and love back, and the me-toos an author receives (SPEC §6). */
export function reactionRoutes(deps: InteractionsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      INTERACTION_PATHS.reactionOptions,
      route('The reactions on offer, me too labelled with your empathy button text', 'anyone', {
        200: ReactionOptionsResponseSchema,
      }),
      async (request) => ({
        results: await getReactionOptions(deps, viewerOf(request)?.userId ?? null, languageOf(request)),
      }),
    )

    app.post(
      INTERACTION_PATHS.reaction,
      route('Give a me too or a love (idempotent); love on a me-too is the author’s love back', giving, {
        body: ReactionBodySchema,
        ...newOrExisting(ReactionResponseSchema),
      }),
      async (request, reply) => {
        const result = await giveReaction(deps, personOf(request).userId, request.body)
        return reply.status(result.created ? 201 : 200).send(toReactionDto(result))
      },
    )

    app.delete(
      INTERACTION_PATHS.reaction,
      route('Take a me too or a love back (idempotent)', takingBack, {
        body: RemoveReactionBodySchema,
        200: ReactionResponseSchema,
      }),
      async (request) => toReactionDto(await takeBackReaction(deps, personOf(request).userId, request.body)),
    )

    app.get(
      `${INTERACTION_PATHS.meToos(':shareableLink')}`,
      route('The me-toos on your memory, with their notes (only its author sees them)', 'member', {
        params: MeTooListParamsSchema,
        querystring: MeTooListQuerySchema,
        200: MeTooPageSchema,
      }),
      async (request) => {
        const { page } = request.query
        const { rows, hasNext } = await listMeToos(
          deps,
          personOf(request).userId,
          request.params.shareableLink,
          page,
        )
        return listPage({ rows, hasNext, page, limit: ME_TOOS_PAGE_SIZE }, toMeTooDto)
      },
    )
  }
}
