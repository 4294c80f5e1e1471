import { PreferencesSchema } from '@kindred/contract/preferences'
import { PREFERENCE_PATHS } from '@kindred/contract/preferences-constants'
import { preferenceKeys } from './keys'
import { preferenceRequest, usePreferenceQuery } from './preference-request'

/** Every option, nothing selected but the defaults: what a visitor starts from. */
export const getOptions = () =>
  preferenceRequest(PREFERENCE_PATHS.options, { schema: PreferencesSchema, what: 'preference options' })

export const useOptions = (language: string, enabled = true) =>
  usePreferenceQuery(preferenceKeys.options(language), getOptions, enabled)
