import { MuteResponseSchema } from '@kindred/contract/connections'
import { CONNECTION_PATHS } from '@kindred/contract/connections-constants'
import { apiRequest } from '@/lib/api-client'
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation'

/** Unmutes a person: their memories and comments come back to your lists. */
export function unmutePerson(publicId: string) {
  return apiRequest(CONNECTION_PATHS.mute(publicId), { method: 'DELETE', schema: MuteResponseSchema })
}

/**
 * What you see changes in every list (memories, comments, connections, the statuses), so every
 * query on screen is refreshed: blocking and muting are rare, and this needs no other feature's keys.
 */
export function useUnmutePerson() {
  return useRefreshingMutation(unmutePerson, 'everything')
}
