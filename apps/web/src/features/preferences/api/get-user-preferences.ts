import { PreferencesSchema } from '@kindred/contract/preferences'
import { PREFERENCE_PATHS } from '@kindred/contract/preferences-constants'
import { followingSavedLanguage } from '../lib/account-language'
import { preferenceKeys } from './keys'
import { preferenceRequest, usePreferenceQuery } from './preference-request'

/**
 * The signed-in person's preferences, every option with whether it is selected; the page follows
 * their saved language.
 */
export const getUserPreferences = () =>
  followingSavedLanguage(() => preferenceRequest(PREFERENCE_PATHS.mine, { schema: PreferencesSchema }))

// Kept fresh by the update's answer, so pages that share it do not ask again.
export const useUserPreferences = (language: string, enabled = true) =>
  usePreferenceQuery(preferenceKeys.mine(language), getUserPreferences, enabled)
