import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as c from '@kindred/contract/identity'
import type { IdentityDeps } from '../identity-deps'
import { say } from '../../../lib/messages'
import { languageOf } from '../../../plugins/language'
import { register } from '../use-cases/register'
import { resendVerification } from '../use-cases/resend-verification'
import { accepted, mailRequestRoute, mailing, route } from './route-options'

/** SPEC §3.3: registering an account, and asking for its verification link again. */
export function registrationRoutes(deps: IdentityDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/v1/auth/register',
      route(null, mailing, { body: c.RegisterBodySchema, ...accepted }),
      async (request, reply) => {
        const { email, password, display_name } = request.body
        // The language the person signs up in becomes theirs (decision 084).
        const language = languageOf(request)
        await register(deps, { email, password, displayName: display_name, language })
        return reply.status(202).send({ message: say('identity.accepted', language) })
      },
    )

    mailRequestRoute(app, '/api/v1/auth/resend-verification', (email, language) =>
      resendVerification(deps, email, language),
    )
  }
}
