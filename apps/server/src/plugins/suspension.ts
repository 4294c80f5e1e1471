import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { SUSPENDED_CODE } from '@kindred/contract/http'
import { AppError } from '../lib/app-error'
import type { Clock } from '../lib/clock'
import { isSuspended, suspendedMessage } from '../lib/suspension'

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route by which a person takes part: shares or edits a memory, comments, reacts, votes, gives
     * kind words, asks to connect or accepts. A suspended person is refused it (SPEC §10).
     */
    participation?: boolean
  }
}

/**
 * "A suspended person can read but not post, react, comment or connect" (SPEC §10), in one place:
 * routes declare `config: { participation: true }` and this refuses them with a 403 while the
 * person's suspension holds. It reads the person's row the session check just read, which every
 * write request (a moderator's decision too) makes fresh for the next request (decision 009), and
 * it runs before the route's own preHandlers, so a refused attempt counts against no rate limit.
 */
export const suspensionPlugin = fp(
  async (app: FastifyInstance, options: { clock: Clock }) => {
    app.addHook('preHandler', async (request) => {
      if (request.routeOptions.config.participation !== true || !request.auth) return
      const { suspendedUntil } = request.auth.user
      if (isSuspended(suspendedUntil, options.clock.now()))
        throw new AppError(403, SUSPENDED_CODE, suspendedMessage(suspendedUntil))
    })
  },
  { name: 'suspension', dependencies: ['authentication'] },
)
