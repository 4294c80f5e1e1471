import { PREFERENCE_PATHS, PreferencesSchema } from '@kindred/contract/preferences'
import { preferenceKeys } from './keys'
import { preferenceRequest, usePreferenceQuery } from './preference-request'

/** Every option, nothing selected but the defaults: what a visitor starts from. */
export const getOptions = () =>
  preferenceRequest(PREFERENCE_PATHS.options, PreferencesSchema, 'preference options')

export const useOptions = (enabled = true) => usePreferenceQuery(preferenceKeys.options, getOptions, enabled)
