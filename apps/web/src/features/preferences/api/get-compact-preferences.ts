import { CompactPreferencesSchema } from '@kindred/contract/preferences'
import { PREFERENCE_PATHS } from '@kindred/contract/preferences-constants'
import { preferenceKeys } from './keys'
import { preferenceRequest, usePreferenceQuery } from './preference-request'

/** `/users/preference`: what the client applies (theme, empathy text, active filters), by slug. */
export const getCompactPreferences = () =>
  preferenceRequest(PREFERENCE_PATHS.compact, { schema: CompactPreferencesSchema })

export const useCompactPreferences = (enabled = true) =>
  usePreferenceQuery(preferenceKeys.compact, getCompactPreferences, enabled)
