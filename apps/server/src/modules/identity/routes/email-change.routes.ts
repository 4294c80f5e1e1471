import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as c from '@kindred/contract/identity'
import { say } from '../../../lib/messages'
import { signedIn } from '../../../plugins/authentication'
import { languageOf } from '../../../plugins/language'
import type { IdentityDeps } from '../identity-deps'
import { confirmEmailChange } from '../use-cases/confirm-email-change'
import { requestEmailChange } from '../use-cases/request-email-change'
import { accepted, accountRequest, confirming, route } from './route-options'

/** SPEC §3.2: changing the account's address, confirmed from a link sent to the new one. */
export function emailChangeRoutes(deps: IdentityDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/v1/auth/email/change/request',
      route(null, accountRequest, { body: c.EmailChangeRequestBodySchema, ...accepted }),
      async (request, reply) => {
        const { user } = signedIn(request)
        const { new_email, current_password } = request.body
        await requestEmailChange(deps, user, new_email, languageOf(request), current_password)
        return reply.status(202).send({ message: say('identity.emailChangeSent', languageOf(request)) })
      },
    )

    app.post(
      '/api/v1/auth/email/change/confirm',
      route(null, confirming, { body: c.TokenBodySchema, 200: c.AcceptedResponseSchema }),
      async (request) => {
        await confirmEmailChange(deps, request.body.token)
        return { message: say('identity.emailChanged', languageOf(request)) }
      },
    )
  }
}
