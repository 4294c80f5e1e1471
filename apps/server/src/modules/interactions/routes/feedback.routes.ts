import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  FeedbackBodySchema,
  FeedbackListQuerySchema,
  FeedbackListResponseSchema,
  FeedbackResponseSchema,
  FeedbackSummarySchema,
  INTERACTION_PATHS,
  UserFeedbackQuerySchema,
} from '@kindred/contract/interactions'
import type { InteractionsDeps } from '../interactions-deps'
import { toFeedbackPhraseDto } from '../interaction.dto'
import { getFeedbackSummary } from '../use-cases/get-feedback-summary'
import { giveFeedback } from '../use-cases/give-feedback'
import { listFeedbackPhrases } from '../use-cases/list-feedback-phrases'
import { takeBackFeedback } from '../use-cases/take-back-feedback'
import { personOf, viewerOf } from '../../../plugins/authentication'
import { languageOf } from '../../../plugins/language'
import { newOrExisting, routeOptions } from '../../../plugins/route-options'
import { giving, takingBack } from './reacting'

const route = routeOptions('interactions')

/** Short supportive phrases instead of writing (SPEC §6). */
export function feedbackRoutes(deps: InteractionsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      INTERACTION_PATHS.feedbackList,
      route('The phrases offered for a memory or a comment', 'anyone', {
        querystring: FeedbackListQuerySchema,
        200: FeedbackListResponseSchema,
      }),
      async (request) => ({
        results: listFeedbackPhrases(deps, request.query.type, languageOf(request)).map(toFeedbackPhraseDto),
      }),
    )

    app.post(
      INTERACTION_PATHS.feedback,
      route('Give a phrase to a memory or a comment (idempotent)', giving, {
        body: FeedbackBodySchema,
        ...newOrExisting(FeedbackResponseSchema),
      }),
      async (request, reply) => {
        const person = personOf(request).userId
        const { created, ...result } = await giveFeedback(deps, person, request.body, languageOf(request))
        return reply.status(created ? 201 : 200).send(result)
      },
    )

    app.delete(
      INTERACTION_PATHS.feedback,
      route('Take a phrase back (idempotent)', takingBack, {
        body: FeedbackBodySchema,
        200: FeedbackResponseSchema,
      }),
      async (request) => takeBackFeedback(deps, personOf(request).userId, request.body, languageOf(request)),
    )

    app.get(
      INTERACTION_PATHS.userFeedback,
      route('How often each phrase was given to a memory or comment, and yours', 'anyone', {
        querystring: UserFeedbackQuerySchema,
        200: FeedbackSummarySchema,
      }),
      async (request) =>
        getFeedbackSummary(deps, viewerOf(request)?.userId ?? null, request.query, languageOf(request)),
    )
  }
}
