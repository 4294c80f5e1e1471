import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as c from '@kindred/contract/identity'
import type { SessionCookies } from '../cookies'
import type { IdentityDeps } from '../identity-deps'
import { toUserDto } from '../user.dto'
import { startSession } from '../use-cases/start-session'
import { verifyEmail } from '../use-cases/verify-email'
import { confirming, route, withUser } from './route-options'

/** SPEC §3.3: opening the verification link verifies the address and signs the person in. */
export function emailVerificationRoutes(deps: IdentityDeps, cookies: SessionCookies): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/v1/auth/verify-email',
      route(null, confirming, { body: c.TokenBodySchema, ...withUser }),
      async (request, reply) => {
        const user = await verifyEmail(deps, request.body.token)
        const tokens = await startSession(deps, cookies.read(request), user.id, request.headers['user-agent'])
        cookies.set(reply, tokens, deps.clock.now())
        return { user: toUserDto(user, deps.clock.now(), deps.config.newAccountMs) }
      },
    )
  }
}
