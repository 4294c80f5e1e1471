import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as c from '@kindred/contract/identity'
import type { RouteRateLimit } from '../../../plugins/rate-limits'
import { ACCEPTED_MESSAGE } from '../identity-messages'

/** What every identity route file shares: its OpenAPI tag, common responses and limits. */
export const tags = ['identity']
export const accepted = { 202: c.AcceptedResponseSchema }
export const withUser = { 200: c.UserResponseSchema }

/** Declared rate limits of the identity routes (decision 017). */
export const limits = {
  mailRequests: { rateLimit: { name: 'mailRequestsPerIp', per: 'ip' } },
  tokenConfirmations: { rateLimit: { name: 'tokenConfirmationsPerIp', per: 'ip' } },
  login: { rateLimit: { name: 'loginPerIp', per: 'ip' } },
  accountRequests: { rateLimit: { name: 'accountRequestsPerUser', per: 'user' } },
} satisfies Record<string, { rateLimit: RouteRateLimit }>

type App = Parameters<FastifyPluginAsyncZod>[0]

/** An address-only request that mails a link: the same 202 whether or not the address has an account. */
export function mailRequestRoute(app: App, url: string, action: (email: string) => Promise<void>) {
  app.post(
    url,
    { config: limits.mailRequests, schema: { tags, body: c.EmailOnlyBodySchema, response: accepted } },
    async (request, reply) => {
      await action(request.body.email)
      return reply.status(202).send({ message: ACCEPTED_MESSAGE })
    },
  )
}
