import { CONNECTION_PATHS } from '@kindred/contract/connections-constants'
import { apiRequest } from '@/lib/api-client'
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation'
import { connectionKeys } from './keys'

/** Removes a connection, or withdraws a request you sent (204). */
export function removeConnection(id: number) {
  return apiRequest<void>(CONNECTION_PATHS.remove(id), { method: 'DELETE' })
}

export function useRemoveConnection() {
  return useRefreshingMutation(removeConnection, connectionKeys.all)
}
