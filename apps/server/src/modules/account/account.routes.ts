import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { DeleteAccountBodySchema } from '@kindred/contract/auth'
import type { Clock } from '../../lib/clock'
import { signedIn } from '../../plugins/authentication'
import type { SessionCookies } from '../auth/cookies'
import { eraseAccount } from './erase-account'
import { exportAccount } from './export-account'

const tags = ['account']

/** Your data: export everything, or erase everything (SPEC §3.3, §10). */
export function accountRoutes(deps: { clock: Clock; cookies: SessionCookies }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/account/export',
      { preHandler: app.requireUser, schema: { tags, summary: 'All your data, as JSON' } },
      async (request, reply) => {
        const { user } = signedIn(request)
        await app.limits.enforce(reply, 'exportsPerUser', user.publicId)
        const data = await exportAccount(app.database.db, user, deps.clock.now())
        request.log.info({ event: 'account.export' }, 'account exported')
        return reply
          .header('Content-Disposition', 'attachment; filename="kindred-export.json"')
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(data, null, 2))
      },
    )

    app.delete(
      '/api/v1/account',
      {
        preHandler: app.requireUser,
        schema: { tags, body: DeleteAccountBodySchema, response: { 204: z.null() } },
      },
      async (request, reply) => {
        const { user } = signedIn(request)
        await eraseAccount(app.database.db, user, request.body?.password, deps.clock.now())
        deps.cookies.clear(reply)
        reply.header('Clear-Site-Data', '"cache", "cookies"')
        request.log.info({ event: 'account.erased' }, 'account erased')
        return reply.status(204).send(null)
      },
    )
  }
}
