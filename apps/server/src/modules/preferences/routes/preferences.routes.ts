import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CompactPreferencesSchema,
  PREFERENCE_PATHS,
  PreferencesSchema,
  UpdatePreferencesBodySchema,
} from '@kindred/contract/preferences'
import { signedIn } from '../../../plugins/authentication'
import type { PreferencesDeps } from '../preferences-deps'
import { toCompactPreferencesDto, toPreferencesDto } from '../preferences.dto'
import { updatePreferences } from '../use-cases/update-preferences'

const tags = ['preferences']

/** Safety filters, the empathy button's text, the theme (SPEC §8) and reading breaks (decision 025). */
export function preferenceRoutes(deps: PreferencesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      PREFERENCE_PATHS.options,
      {
        schema: {
          tags,
          summary: 'The options, with the defaults selected',
          response: { 200: PreferencesSchema },
        },
      },
      async () => toPreferencesDto(deps.catalog, new Set()),
    )

    app.get(
      PREFERENCE_PATHS.mine,
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary: 'The options, with your choices selected',
          response: { 200: PreferencesSchema },
        },
      },
      async (request) => toPreferencesDto(deps.catalog, await deps.choices.chosen(signedIn(request).user.id)),
    )

    app.post(
      PREFERENCE_PATHS.update,
      {
        preHandler: app.requireUser,
        config: { rateLimit: { name: 'memoryChangesPerUser', per: 'user' } },
        schema: {
          tags,
          summary: 'Save your choices',
          body: UpdatePreferencesBodySchema,
          response: { 200: PreferencesSchema },
        },
      },
      async (request) => {
        const chosen = await updatePreferences(deps, signedIn(request).user.id, request.body)
        return toPreferencesDto(deps.catalog, chosen)
      },
    )

    app.get(
      PREFERENCE_PATHS.compact,
      {
        preHandler: app.requireUser,
        schema: { tags, summary: 'Your preferences in short', response: { 200: CompactPreferencesSchema } },
      },
      async (request) =>
        toCompactPreferencesDto(
          toPreferencesDto(deps.catalog, await deps.choices.chosen(signedIn(request).user.id)),
        ),
    )
  }
}
