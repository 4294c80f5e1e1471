import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  CONNECTION_PATHS,
  InteractionSettingsSchema,
  type InteractionSettingsPatch,
} from '@kindred/contract/connections'
import { apiRequest } from '@/lib/api-client'
import { connectionKeys } from './keys'

/** Changes either setting; answers both as they now are. */
export function updateInteractionSettings(patch: InteractionSettingsPatch) {
  return apiRequest(CONNECTION_PATHS.settings, {
    method: 'PATCH',
    body: patch,
    schema: InteractionSettingsSchema,
  })
}

export function useUpdateInteractionSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateInteractionSettings,
    onSuccess: (settings) => queryClient.setQueryData(connectionKeys.settings, settings),
  })
}
