import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { GUIDE_PREFIX, ReportGetQuerySchema, ReportSchema, SessionQuerySchema } from '@kindred/contract/guide'
import { ipBucket } from '../../../plugins/rate-limits'
import type { GuideDeps } from '../guide-deps'
import { viewerId } from './viewer'

const tags = ['guide']

/** The personal report (SPEC §4.2, §4.3): built from the answers so far, or final when the person is done. */
export function guideReportRoutes(deps: GuideDeps): FastifyPluginAsyncZod {
  const { sessions, reports } = deps
  return async (app) => {
    for (const [path, status, summary] of [
      ['generate', 'partial', 'Build (or rebuild) the report from the answers so far'],
      ['generate-complete', 'complete', 'The person is done: the final report'],
    ] as const) {
      app.post(
        `${GUIDE_PREFIX}/report/${path}/`,
        { schema: { tags, summary, body: SessionQuerySchema, response: { 200: ReportSchema } } },
        async (request, reply) => {
          await app.limits.enforce(reply, 'guideWritesPerIp', ipBucket(request.ip))
          const session = await sessions.resolve(request.body.session_id, viewerId(request))
          return reports.toDto(await reports.generate(session, status), request.body.session_id)
        },
      )
    }

    app.get(
      `${GUIDE_PREFIX}/report/get/`,
      {
        schema: {
          tags,
          summary: 'A report: both ids must match',
          querystring: ReportGetQuerySchema,
          response: { 200: ReportSchema },
        },
      },
      async (request) => {
        const session = await sessions.resolve(request.query.session_id, viewerId(request))
        return reports.toDto(await reports.getOwn(request.query.report_id, session), request.query.session_id)
      },
    )
  }
}
