import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as c from '@kindred/contract/identity'
import type { Language } from '@kindred/contract/languages'
import { routeOptions } from '../../../plugins/route-options'
import { say } from '../../../lib/messages'
import { languageOf } from '../../../plugins/language'

/** What every identity route file shares: its OpenAPI tag (the identity routes have no summaries). */
export const route = routeOptions('identity')

/** Their common answers, and their rate limits by what a request does (decision 017). */
export const accepted = { 202: c.AcceptedResponseSchema }
export const withUser = { 200: c.UserResponseSchema }
export const mailing = { limit: 'mailRequestsPerIp' } as const
export const confirming = { limit: 'tokenConfirmationsPerIp' } as const
export const accountRequest = { who: 'member', limit: 'accountRequestsPerUser' } as const

type App = Parameters<FastifyPluginAsyncZod>[0]

/**
 * An address-only request that mails a link: the same 202 whether or not the address has an account.
 * The action is told the request's language, which a mail to an account without one is written in.
 */
export function mailRequestRoute(
  app: App,
  url: string,
  action: (email: string, language: Language) => Promise<void>,
) {
  app.post(
    url,
    route(
      null,
      { limit: 'mailRequestsPerIp' },
      { body: c.EmailOnlyBodySchema, 202: c.AcceptedResponseSchema },
    ),
    async (request, reply) => {
      const language = languageOf(request)
      await action(request.body.email, language)
      return reply.status(202).send({ message: say('identity.accepted', language) })
    },
  )
}
