import { ConnectionSchema } from '@kindred/contract/connections'
import { CONNECTION_PATHS } from '@kindred/contract/connections-constants'
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
