import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  PREFERENCE_PATHS,
  PreferencesSchema,
  type Preferences,
  type UpdatePreferencesBody,
} from '@kindred/contract/preferences'
import { apiRequest } from '@/lib/api-client'
import { preferenceKeys } from './keys'

/** Saves the categories given (a left-out one stays); answers with every preference. */
export function updatePreferences(body: UpdatePreferencesBody) {
  return apiRequest(PREFERENCE_PATHS.update, { method: 'POST', body, schema: PreferencesSchema })
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (preferences: Preferences) => {
      queryClient.setQueryData(preferenceKeys.mine, preferences)
      // The compact form is derived from the same choices: read it afresh when next needed.
      return queryClient.invalidateQueries({ queryKey: preferenceKeys.compact })
    },
  })
}
