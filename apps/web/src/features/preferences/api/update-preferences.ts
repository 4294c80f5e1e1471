import type { QueryClient } from '@tanstack/react-query'
import { PreferencesSchema, type UpdatePreferencesBody } from '@kindred/contract/preferences'
import { PREFERENCE_PATHS } from '@kindred/contract/preferences-constants'
import { apiRequest } from '@/lib/api-client'
import { preferenceKeys } from './keys'

/** Saves the categories given (a left-out one stays); answers with every preference. */
export function updatePreferences(body: UpdatePreferencesBody) {
  return apiRequest(PREFERENCE_PATHS.update, { method: 'POST', body, schema: PreferencesSchema })
}

/**
 * Saves, then keeps what the server answered, worded in `language` (the page's when it asked). A
 * plain call rather than a mutation hook: the screens that read preferences load this only when
 * someone chooses (decision 029).
 */
export async function saveAndKeepPreferences(
  queryClient: QueryClient,
  body: UpdatePreferencesBody,
  language: string,
) {
  const saved = await updatePreferences(body)
  // A copy kept in another language no longer holds the person's choices: read afresh if shown again.
  await queryClient.invalidateQueries({ queryKey: preferenceKeys.allMine, refetchType: 'none' })
  queryClient.setQueryData(preferenceKeys.mine(language), saved)
  // The compact form is derived from the same choices: read it afresh when next needed.
  await queryClient.invalidateQueries({ queryKey: preferenceKeys.compact })
}
