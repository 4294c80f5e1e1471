import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  MODERATION_PATHS,
  ReasonListParamsSchema,
  ReasonListResponseSchema,
  ReportBodySchema,
  ReportResponseSchema,
} from '@kindred/contract/moderation'
import type { ModerationDeps } from '../moderation-deps'
import { reportContent } from '../use-cases/report-content'
import { personOf } from '../../../plugins/authentication'
import { languageOf } from '../../../plugins/language'
import { newOrExisting, routeOptions } from '../../../plugins/route-options'

const route = routeOptions('moderation')

/** Why one may report something, and the report itself (SPEC §6 "Reasons and reports"). */
export function reportRoutes(deps: ModerationDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      MODERATION_PATHS.reasons(':id'),
      route('The reasons to report a memory (1), comment (2), person (3) or guide comment (4)', 'anyone', {
        params: ReasonListParamsSchema,
        200: ReasonListResponseSchema,
      }),
      async (request) => ({
        results: deps.reasonsIn[languageOf(request)]
          .forTarget(request.params.id)
          .map(({ id, slug, label, description, kind }) => ({ id, slug, label, description, kind })),
      }),
    )

    app.post(
      MODERATION_PATHS.report,
      route(
        'Report a memory, a comment or a person',
        { who: 'member', limit: 'reportsPerUser' },
        { body: ReportBodySchema, ...newOrExisting(ReportResponseSchema) },
      ),
      async (request, reply) => {
        const result = await reportContent(deps, request.body, personOf(request))
        return reply.status(result.status === 'received' ? 201 : 200).send(result)
      },
    )
  }
}
