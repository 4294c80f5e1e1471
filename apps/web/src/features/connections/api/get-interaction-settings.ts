import { queryOptions, useQuery } from '@tanstack/react-query'
import { InteractionSettingsSchema } from '@kindred/contract/connections'
import { CONNECTION_PATHS } from '@kindred/contract/connections-constants'
import { apiRequest } from '@/lib/api-client'
import { connectionKeys } from './keys'

/** Whether others may ask you to connect and list you among a memory's voters. */
export function getInteractionSettings() {
  return apiRequest(CONNECTION_PATHS.settings, { schema: InteractionSettingsSchema })
}

export const interactionSettingsQueryOptions = () =>
  queryOptions({ queryKey: connectionKeys.settings, queryFn: getInteractionSettings })

export function useInteractionSettings() {
  return useQuery(interactionSettingsQueryOptions())
}
