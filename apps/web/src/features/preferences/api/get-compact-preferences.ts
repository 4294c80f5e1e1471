import { useQuery } from '@tanstack/react-query'
import { CompactPreferencesSchema, PREFERENCE_PATHS } from '@kindred/contract/preferences'
import { apiRequest } from '@/lib/api-client'
import { logPreferenceFailure, preferenceKeys } from './keys'

/** `/users/preference`: what the client applies (theme, empathy text, active filters), by slug. */
export async function getCompactPreferences() {
  try {
    return await apiRequest(PREFERENCE_PATHS.compact, { schema: CompactPreferencesSchema })
  } catch (error) {
    logPreferenceFailure('your preferences', error)
    throw error
  }
}

export function useCompactPreferences(enabled = true) {
  return useQuery({
    queryKey: preferenceKeys.compact,
    queryFn: getCompactPreferences,
    enabled,
    staleTime: Infinity,
  })
}
