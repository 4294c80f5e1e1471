import { useQuery } from '@tanstack/react-query'
import { PREFERENCE_PATHS, PreferencesSchema } from '@kindred/contract/preferences'
import { apiRequest } from '@/lib/api-client'
import { logPreferenceFailure, preferenceKeys } from './keys'

/** The signed-in person's preferences, every option with whether it is selected. */
export async function getUserPreferences() {
  try {
    return await apiRequest(PREFERENCE_PATHS.mine, { schema: PreferencesSchema })
  } catch (error) {
    logPreferenceFailure('your preferences', error)
    throw error
  }
}

export function useUserPreferences(enabled = true) {
  // Kept fresh by the update's answer, so pages that share it do not ask again.
  return useQuery({
    queryKey: preferenceKeys.mine,
    queryFn: getUserPreferences,
    enabled,
    staleTime: Infinity,
  })
}
