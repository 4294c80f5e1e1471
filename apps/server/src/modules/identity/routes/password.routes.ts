import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as c from '@kindred/contract/identity'
import { message, say } from '../../../lib/messages'
import { signedIn } from '../../../plugins/authentication'
import { languageOf } from '../../../plugins/language'
import type { SessionCookies } from '../cookies'
import type { IdentityDeps } from '../identity-deps'
import { toUserDto } from '../user.dto'
import { confirmPasswordChange } from '../use-cases/confirm-password-change'
import { forgotPassword } from '../use-cases/forgot-password'
import { requestPasswordChange } from '../use-cases/request-password-change'
import { resetPassword } from '../use-cases/reset-password'
import { accepted, accountRequest, confirming, mailRequestRoute, route, withUser } from './route-options'

/** SPEC §3.2, §3.3: a forgotten password's reset link, and a signed-in person's password change. */
export function passwordRoutes(deps: IdentityDeps, cookies: SessionCookies): FastifyPluginAsyncZod {
  return async (app) => {
    mailRequestRoute(app, '/api/v1/auth/password/forgot', (email, language) =>
      forgotPassword(deps, email, language),
    )

    app.post(
      '/api/v1/auth/password/reset',
      route(null, confirming, { body: c.TokenAndPasswordBodySchema, 200: c.AcceptedResponseSchema }),
      async (request, reply) => {
        await resetPassword(deps, request.body.token, request.body.password, languageOf(request))
        cookies.clear(reply)
        return { message: say('identity.passwordReset', languageOf(request)) }
      },
    )

    app.post(
      '/api/v1/auth/password/change/request',
      route(null, accountRequest, { body: c.PasswordChangeRequestBodySchema, ...accepted }),
      async (request, reply) => {
        const { user } = signedIn(request)
        await requestPasswordChange(deps, user, languageOf(request), request.body.current_password)
        return reply.status(202).send({
          message: say(message('identity.passwordLinkSent', { email: user.email }), languageOf(request)),
        })
      },
    )

    app.post(
      '/api/v1/auth/password/change/confirm',
      route(null, confirming, { body: c.TokenAndPasswordBodySchema, ...withUser }),
      async (request) => {
        const { token, password } = request.body
        const user = await confirmPasswordChange(
          deps,
          token,
          password,
          languageOf(request),
          request.auth?.session.id,
        )
        return { user: toUserDto(user, deps.clock.now(), deps.config.newAccountMs) }
      },
    )
  }
}
