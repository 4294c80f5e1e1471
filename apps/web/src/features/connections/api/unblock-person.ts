import { BlockResponseSchema } from '@kindred/contract/connections'
import { CONNECTION_PATHS } from '@kindred/contract/connections-constants'
import { apiRequest } from '@/lib/api-client'
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation'

/** Unblocks a person (a connection that ended stays ended). */
export function unblockPerson(publicId: string) {
  return apiRequest(CONNECTION_PATHS.block(publicId), { method: 'DELETE', schema: BlockResponseSchema })
}

/**
 * What you see changes in every list (memories, comments, connections, the statuses), so every
 * query on screen is refreshed: blocking and muting are rare, and this needs no other feature's keys.
 */
export function useUnblockPerson() {
  return useRefreshingMutation(unblockPerson, 'everything')
}
