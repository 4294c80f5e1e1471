import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as c from '@kindred/contract/identity'
import { suggestDisplayName } from '../display-names'
import type { IdentityDeps } from '../identity-deps'
import { route } from './route-options'

/** What the sign-in and registration forms offer: the providers configured, a pseudonym to start with. */
export function signInOptionsRoutes(deps: IdentityDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/auth/providers',
      route(null, 'anyone', { 200: c.ProvidersResponseSchema }),
      async () => ({ google: Boolean(deps.config.google) }),
    )

    app.get(
      '/api/v1/auth/display-name-suggestion',
      route(null, 'anyone', { 200: c.DisplayNameSuggestionSchema }),
      async () => ({ display_name: suggestDisplayName() }),
    )
  }
}
