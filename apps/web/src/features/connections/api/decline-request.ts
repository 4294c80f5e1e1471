import { CONNECTION_PATHS } from '@kindred/contract/connections-constants'
import { apiRequest } from '@/lib/api-client'
import { useRefreshingMutation } from '@/lib/use-refreshing-mutation'
import { connectionKeys } from './keys'

/** The person asked declines a request (204). The one who asked is not told in so many words. */
export function declineRequest(id: number) {
  return apiRequest<void>(CONNECTION_PATHS.decline(id), { method: 'POST' })
}

export function useDeclineRequest() {
  return useRefreshingMutation(declineRequest, connectionKeys.all)
}
