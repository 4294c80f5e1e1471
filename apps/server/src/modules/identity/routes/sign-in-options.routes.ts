import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as c from '@kindred/contract/identity'
import { suggestDisplayName } from '../display-names'
import type { IdentityDeps } from '../identity-deps'
import { tags } from './route-options'

/** What the sign-in and registration forms offer: the providers configured, a pseudonym to start with. */
export function signInOptionsRoutes(deps: IdentityDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/auth/providers',
      { schema: { tags, response: { 200: c.ProvidersResponseSchema } } },
      async () => ({ google: Boolean(deps.config.google) }),
    )

    app.get(
      '/api/v1/auth/display-name-suggestion',
      { schema: { tags, response: { 200: c.DisplayNameSuggestionSchema } } },
      async () => ({ display_name: suggestDisplayName() }),
    )
  }
}
