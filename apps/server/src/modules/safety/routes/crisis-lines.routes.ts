import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CrisisLinesResponseSchema } from '@kindred/contract/safety'
import { sendCacheable } from '../../../lib/etag'
import { listCrisisLines } from '../use-cases/list-crisis-lines'
import { languageOf } from '../../../plugins/language'
import { routeOptions } from '../../../plugins/route-options'

const route = routeOptions('help')

/** Support resources (SPEC §10): the crisis lines from content/safety, for the app and the report. */
export const crisisLineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/help/crisis-lines',
    route('Crisis lines by region', 'anyone', { 200: CrisisLinesResponseSchema }),
    async (request, reply) =>
      sendCacheable(request, reply, { results: await listCrisisLines(app.database.db, languageOf(request)) }),
  )
}
