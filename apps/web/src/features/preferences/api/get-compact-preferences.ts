import { CompactPreferencesSchema } from '@kindred/contract/preferences'
import { PREFERENCE_PATHS } from '@kindred/contract/preferences-constants'
import { followingSavedLanguage } from '../lib/account-language'
import { preferenceKeys } from './keys'
import { preferenceRequest, usePreferenceQuery } from './preference-request'

/**
 * `/users/preference`: what the client applies (theme, empathy text, active filters, language), by
 * slug. Signing in reads it: the page then follows the person's saved language.
 */
export const getCompactPreferences = () =>
  followingSavedLanguage(() =>
    preferenceRequest(PREFERENCE_PATHS.compact, { schema: CompactPreferencesSchema }),
  )

export const useCompactPreferences = (enabled = true) =>
  usePreferenceQuery(preferenceKeys.compact, getCompactPreferences, enabled)
