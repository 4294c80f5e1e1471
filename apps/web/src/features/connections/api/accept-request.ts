import { CONNECTION_PATHS, ConnectionSchema } from '@kindred/contract/connections'
import { apiRequest } from '@/lib/api-client'
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation'
import { connectionKeys } from './keys'

/** The person asked accepts a request to connect. */
export function acceptRequest(id: number) {
  return apiRequest(CONNECTION_PATHS.accept(id), { method: 'POST', schema: ConnectionSchema })
}

export function useAcceptRequest() {
  return useRefreshingMutation(acceptRequest, connectionKeys.all)
}
