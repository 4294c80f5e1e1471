import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CONNECTION_PATHS, ConnectionSchema } from '@kindred/contract/connections'
import { apiRequest } from '@/lib/api-client'
import { connectionKeys } from './keys'

/** The person asked accepts a request to connect. */
export function acceptRequest(id: number) {
  return apiRequest(CONNECTION_PATHS.accept(id), { method: 'POST', schema: ConnectionSchema })
}

export function useAcceptRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: acceptRequest,
    // Not awaited: the row that asked announces the outcome at once, before the lists refresh
    // and it leaves them (a callback of an unmounted row would never run).
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: connectionKeys.all })
    },
  })
}
