import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  INTERACTION_PATHS,
  VoteBodySchema,
  VoteResponseSchema,
  VotersPageSchema,
  VotersQuerySchema,
} from '@kindred/contract/interactions'
import type { InteractionsDeps } from '../interactions-deps'
import { toVoteDto, toVoterDto } from '../interaction.dto'
import { listVoters } from '../use-cases/list-voters'
import { giveVote, takeBackVote } from '../use-cases/vote'
import { personOf, viewerOf } from '../../../plugins/authentication'
import { newOrExisting, routeOptions } from '../../../plugins/route-options'
import { giving, takingBack } from './reacting'
import { listPage } from '../../../lib/list-page'

const route = routeOptions('interactions')

/** "This resonates": vote, take it back, and the voters who allow being listed (SPEC §6). */
export function voteRoutes(deps: InteractionsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      INTERACTION_PATHS.vote,
      route('Vote that a memory resonates (idempotent)', giving, {
        body: VoteBodySchema,
        ...newOrExisting(VoteResponseSchema),
      }),
      async (request, reply) => {
        const result = await giveVote(deps, personOf(request).userId, request.body.shareable_link)
        return reply.status(result.created ? 201 : 200).send(toVoteDto(result))
      },
    )

    app.delete(
      INTERACTION_PATHS.vote,
      route('Take your vote back (idempotent)', takingBack, {
        body: VoteBodySchema,
        200: VoteResponseSchema,
      }),
      async (request) =>
        toVoteDto(await takeBackVote(deps, personOf(request).userId, request.body.shareable_link)),
    )

    app.get(
      INTERACTION_PATHS.voters,
      route('The voters of a memory who allow being listed, newest first, with the total', 'anyone', {
        querystring: VotersQuerySchema,
        200: VotersPageSchema,
      }),
      async (request) => {
        const { query } = request
        const { rows, hasNext, total } = await listVoters(deps, viewerOf(request)?.userId ?? null, query)
        return { ...listPage({ rows, hasNext, ...query }, toVoterDto), total }
      },
    )
  }
}
