import { PreferencesSchema } from '@kindred/contract/preferences'
import { PREFERENCE_PATHS } from '@kindred/contract/preferences-constants'
import { preferenceKeys } from './keys'
import { preferenceRequest, usePreferenceQuery } from './preference-request'

/** The signed-in person's preferences, every option with whether it is selected. */
export const getUserPreferences = () =>
  preferenceRequest(PREFERENCE_PATHS.mine, { schema: PreferencesSchema })

// Kept fresh by the update's answer, so pages that share it do not ask again.
export const useUserPreferences = (enabled = true) =>
  usePreferenceQuery(preferenceKeys.mine, getUserPreferences, enabled)
