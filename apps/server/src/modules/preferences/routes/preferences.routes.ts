import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  CompactPreferencesSchema,
  PREFERENCE_PATHS,
  PreferencesSchema,
  UpdatePreferencesBodySchema,
} from '@kindred/contract/preferences'
import { signedIn } from '../../../plugins/authentication'
import { languageOf, savedLanguageOf } from '../../../plugins/language'
import type { PreferencesDeps } from '../preferences-deps'
import { toCompactPreferencesDto, toPreferencesDto } from '../preferences.dto'
import { updatePreferences } from '../use-cases/update-preferences'
import { routeOptions } from '../../../plugins/route-options'

const route = routeOptions('preferences')

/**
 * Safety filters, the empathy button's text, the theme (SPEC §8), reading breaks (decision 025) and
 * the language the person saved (decision 081), read from the row the session check brought.
 */
export function preferenceRoutes(deps: PreferencesDeps): FastifyPluginAsyncZod {
  // The options' words in the language the answer is in (decision 083).
  const catalogFor = (request: FastifyRequest) => deps.catalogs[languageOf(request)]
  return async (app) => {
    app.get(
      PREFERENCE_PATHS.options,
      route('The options, with the defaults selected', 'anyone', { 200: PreferencesSchema }),
      async (request) => toPreferencesDto(catalogFor(request), new Set(), null),
    )

    app.get(
      PREFERENCE_PATHS.mine,
      route('The options, with your choices selected', 'member', { 200: PreferencesSchema }),
      async (request) =>
        toPreferencesDto(
          catalogFor(request),
          await deps.choices.chosen(signedIn(request).user.id),
          savedLanguageOf(request),
        ),
    )

    app.post(
      PREFERENCE_PATHS.update,
      route(
        'Save your choices',
        { who: 'member', limit: 'memoryChangesPerUser' },
        { body: UpdatePreferencesBodySchema, 200: PreferencesSchema },
      ),
      async (request) => {
        const { body } = request
        const chosen = await updatePreferences(deps, signedIn(request).user.id, body)
        const language = body.language === undefined ? savedLanguageOf(request) : body.language
        return toPreferencesDto(catalogFor(request), chosen, language)
      },
    )

    app.get(
      PREFERENCE_PATHS.compact,
      route('Your preferences in short', 'member', { 200: CompactPreferencesSchema }),
      async (request) =>
        toCompactPreferencesDto(
          toPreferencesDto(
            catalogFor(request),
            await deps.choices.chosen(signedIn(request).user.id),
            savedLanguageOf(request),
          ),
        ),
    )
  }
}
