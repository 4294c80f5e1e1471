import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CrisisLinesResponseSchema } from '@kindred/contract/help'
import { sendCacheable } from '../../lib/etag'
import { createHelpRepository } from './help.repository'

/** Support resources (SPEC §10): the crisis lines from content/help, for the app and the report. */
export const helpRoutes: FastifyPluginAsyncZod = async (app) => {
  const help = createHelpRepository(app.database.db)
  app.get(
    '/api/v1/help/crisis-lines',
    {
      schema: {
        tags: ['help'],
        summary: 'Crisis lines by region',
        response: { 200: CrisisLinesResponseSchema },
      },
    },
    async (request, reply) => sendCacheable(request, reply, { results: await help.listCrisisLines() }),
  )
}
