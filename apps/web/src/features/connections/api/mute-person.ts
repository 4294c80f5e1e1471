import { MuteResponseSchema } from '@kindred/contract/connections'
import { CONNECTION_PATHS } from '@kindred/contract/connections-constants'
import { apiRequest } from '@/lib/api-client'
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation'

/** Mutes a person: their memories and comments leave your lists. They are not told. */
export function mutePerson(publicId: string) {
  return apiRequest(CONNECTION_PATHS.mute(publicId), { method: 'POST', schema: MuteResponseSchema })
}

/**
 * What you see changes in every list (memories, comments, connections, the statuses), so every
 * query on screen is refreshed: blocking and muting are rare, and this needs no other feature's keys.
 */
export function useMutePerson() {
  return useRefreshingMutation(mutePerson, 'everything')
}
