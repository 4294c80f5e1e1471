import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AppealBodySchema,
  AppealDecisionBodySchema,
  AppealDecisionResponseSchema,
  AppealResponseSchema,
  AppealsPageSchema,
  AppealsQuerySchema,
  MODERATION_APPEAL_PATHS,
} from '@kindred/contract/moderation-appeals'
import type { ModerationDeps } from '../moderation-deps'
import { appeal } from '../use-cases/appeal'
import { decideAppeal } from '../use-cases/decide-appeal'
import { listAppeals } from '../use-cases/list-appeals'
import { personOf } from '../../../plugins/authentication'
import { languageOf } from '../../../plugins/language'
import { routeOptions } from '../../../plugins/route-options'

const route = routeOptions('moderation')

/** Appeals (SPEC §10): an author files one; a moderator other than the one who decided settles it. */
export function appealRoutes(deps: ModerationDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      MODERATION_APPEAL_PATHS.appeal,
      // Once per decision is the real limit; this keeps a script from probing ids.
      route(
        'Appeal the decision that hid or removed your memory or comment (once)',
        { who: 'member', limit: 'reportsPerUser' },
        { body: AppealBodySchema, 201: AppealResponseSchema },
      ),
      async (request, reply) => reply.status(201).send(await appeal(deps, personOf(request), request.body)),
    )

    app.get(
      MODERATION_APPEAL_PATHS.appeals,
      route('Open appeals, the longest waiting first', 'moderator', {
        querystring: AppealsQuerySchema,
        200: AppealsPageSchema,
      }),
      async (request) => listAppeals(deps, personOf(request), request.query.page, languageOf(request)),
    )

    app.post(
      MODERATION_APPEAL_PATHS.decide,
      route('Restore the content or uphold the decision (not your own decision)', 'moderator', {
        body: AppealDecisionBodySchema,
        200: AppealDecisionResponseSchema,
      }),
      async (request) => decideAppeal(deps, personOf(request), request.body),
    )
  }
}
