import { useQuery } from '@tanstack/react-query'
import { PREFERENCE_PATHS, PreferencesSchema } from '@kindred/contract/preferences'
import { apiRequest } from '@/lib/api-client'
import { logPreferenceFailure, preferenceKeys } from './keys'

/** Every option, nothing selected but the defaults: what a visitor starts from. */
export async function getOptions() {
  try {
    return await apiRequest(PREFERENCE_PATHS.options, { schema: PreferencesSchema })
  } catch (error) {
    logPreferenceFailure('preference options', error)
    throw error
  }
}

export function useOptions(enabled = true) {
  return useQuery({ queryKey: preferenceKeys.options, queryFn: getOptions, enabled, staleTime: Infinity })
}
