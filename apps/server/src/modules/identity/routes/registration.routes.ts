import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as c from '@kindred/contract/identity'
import type { IdentityDeps } from '../identity-deps'
import { ACCEPTED_MESSAGE } from '../identity-messages'
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
        await register(deps, { email, password, displayName: display_name })
        return reply.status(202).send({ message: ACCEPTED_MESSAGE })
      },
    )

    mailRequestRoute(app, '/api/v1/auth/resend-verification', (email) => resendVerification(deps, email))
  }
}
