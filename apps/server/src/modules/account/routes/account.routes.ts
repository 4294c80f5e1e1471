import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { DeleteAccountBodySchema } from '@kindred/contract/identity'
import type { Clock } from '../../../lib/clock'
import { signedIn } from '../../../plugins/authentication'
import { languageOf } from '../../../plugins/language'
import type { SessionCookies } from '../../identity'
import type { PersonalData } from '../../../lib/personal-data'
import { eraseAccount } from '../use-cases/erase-account'
import { exportAccount } from '../use-cases/export-account'
import { routeOptions } from '../../../plugins/route-options'

const route = routeOptions('account')

/** Your data: export everything, or erase everything (SPEC §3.3, §10). */
export function accountRoutes(deps: {
  clock: Clock
  cookies: SessionCookies
  personalData: PersonalData
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/account/export',
      route('All your data, as JSON', { who: 'member', limit: 'exportsPerUser' }),
      async (request, reply) => {
        const { user } = signedIn(request)
        const now = deps.clock.now()
        const data = await exportAccount(app.database.db, deps.personalData, user, now, languageOf(request))
        request.log.info({ event: 'account.export' }, 'account exported')
        return reply
          .header('Content-Disposition', 'attachment; filename="kindred-export.json"')
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(data, null, 2))
      },
    )

    app.delete(
      '/api/v1/account',
      route(null, 'member', { body: DeleteAccountBodySchema, 204: z.null() }),
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
