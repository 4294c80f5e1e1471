import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CONNECTION_PATHS } from '@kindred/contract/connections'
import { apiRequest } from '@/lib/api-client'
import { connectionKeys } from './keys'

/** The person asked declines a request (204). The one who asked is not told in so many words. */
export function declineRequest(id: number) {
  return apiRequest<void>(CONNECTION_PATHS.decline(id), { method: 'POST' })
}

export function useDeclineRequest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: declineRequest,
    // Not awaited: the row that asked announces the outcome at once, before the lists refresh
    // and it leaves them (a callback of an unmounted row would never run).
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: connectionKeys.all })
    },
  })
}
