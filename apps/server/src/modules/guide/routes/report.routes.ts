import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  GUIDE_PREFIX,
  GuideReportQuerySchema,
  GuideReportSchema,
  GuideSessionQuerySchema,
} from '@kindred/contract/guide'
import type { GuideDeps } from '../guide-deps'
import { toGuideReportDto } from '../guide-report.dto'
import { generateReport } from '../use-cases/generate-report'
import { getReport } from '../use-cases/get-report'
import { guideSessionOf } from './guide-session-of'
import { languageOf } from '../../../plugins/language'
import { routeOptions } from '../../../plugins/route-options'

const route = routeOptions('guide')

/** The personal report (SPEC §4.2, §4.3): built from the answers so far, or final when the person is done. */
export function guideReportRoutes(deps: GuideDeps): FastifyPluginAsyncZod {
  return async (app) => {
    for (const [path, status, summary] of [
      ['generate', 'partial', 'Build (or rebuild) the report from the answers so far'],
      ['generate-complete', 'complete', 'The person is done: the final report'],
    ] as const) {
      app.post(
        `${GUIDE_PREFIX}/report/${path}/`,
        route(
          summary,
          { limit: 'guideWritesPerIp' },
          { body: GuideSessionQuerySchema, 200: GuideReportSchema },
        ),
        async (request) => {
          const session = await guideSessionOf(deps, request, request.body.session_id)
          const report = await generateReport(deps, session, status)
          return toGuideReportDto(deps, report, request.body.session_id, languageOf(request))
        },
      )
    }

    app.get(
      `${GUIDE_PREFIX}/report/get/`,
      route('A report: both ids must match', 'anyone', {
        querystring: GuideReportQuerySchema,
        200: GuideReportSchema,
      }),
      async (request) => {
        const session = await guideSessionOf(deps, request, request.query.session_id)
        return toGuideReportDto(
          deps,
          await getReport(deps, request.query.report_id, session),
          request.query.session_id,
          languageOf(request),
        )
      },
    )
  }
}
