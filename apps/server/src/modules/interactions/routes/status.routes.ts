import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  INTERACTION_PATHS,
  InteractionStatusBodySchema,
  InteractionStatusResponseSchema,
  VotesStatusBodySchema,
  VotesStatusResponseSchema,
} from '@kindred/contract/interactions'
import type { InteractionsDeps } from '../interactions-deps'
import { getInteractionStatus } from '../use-cases/get-interaction-status'
import { getVotesStatus } from '../use-cases/get-votes-status'
import { personOf } from '../../../plugins/authentication'
import { routeOptions } from '../../../plugins/route-options'

const route = routeOptions('interactions')

/**
 * The batch status calls (SPEC §6): the feed's content is the same for everyone and cacheable; each
 * person's own state on it comes in one call for up to 50 memories and 50 comments.
 */
export function statusRoutes(deps: InteractionsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      INTERACTION_PATHS.votesStatus,
      route(
        'Your vote and the vote count on up to 50 memories',
        { who: 'member', readsOnly: true },
        {
          body: VotesStatusBodySchema,
          200: VotesStatusResponseSchema,
        },
      ),
      async (request) => ({
        results: await getVotesStatus(deps, personOf(request).userId, request.body.shareable_links),
      }),
    )

    app.post(
      INTERACTION_PATHS.interactionStatus,
      route(
        'Your me too and love, with counts, on up to 50 memories and 50 comments',
        { who: 'member', readsOnly: true },
        {
          body: InteractionStatusBodySchema,
          200: InteractionStatusResponseSchema,
        },
      ),
      async (request) =>
        getInteractionStatus(
          deps,
          personOf(request).userId,
          request.body.shareable_links,
          request.body.comment_ids,
        ),
    )
  }
}
