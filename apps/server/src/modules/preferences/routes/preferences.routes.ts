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
import { routeOptions } from '../../../plugins/route-options'

const route = routeOptions('preferences')

/** Safety filters, the empathy button's text, the theme (SPEC §8) and reading breaks (decision 025). */
export function preferenceRoutes(deps: PreferencesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      PREFERENCE_PATHS.options,
      route('The options, with the defaults selected', 'anyone', { 200: PreferencesSchema }),
      async () => toPreferencesDto(deps.catalog, new Set()),
    )

    app.get(
      PREFERENCE_PATHS.mine,
      route('The options, with your choices selected', 'member', { 200: PreferencesSchema }),
      async (request) => toPreferencesDto(deps.catalog, await deps.choices.chosen(signedIn(request).user.id)),
    )

    app.post(
      PREFERENCE_PATHS.update,
      route(
        'Save your choices',
        { who: 'member', limit: 'memoryChangesPerUser' },
        { body: UpdatePreferencesBodySchema, 200: PreferencesSchema },
      ),
      async (request) => {
        const chosen = await updatePreferences(deps, signedIn(request).user.id, request.body)
        return toPreferencesDto(deps.catalog, chosen)
      },
    )

    app.get(
      PREFERENCE_PATHS.compact,
      route('Your preferences in short', 'member', { 200: CompactPreferencesSchema }),
      async (request) =>
        toCompactPreferencesDto(
          toPreferencesDto(deps.catalog, await deps.choices.chosen(signedIn(request).user.id)),
        ),
    )
  }
}
