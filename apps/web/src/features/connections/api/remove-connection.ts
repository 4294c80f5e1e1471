import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CONNECTION_PATHS } from '@kindred/contract/connections'
import { apiRequest } from '@/lib/api-client'
import { connectionKeys } from './keys'

/** Removes a connection, or withdraws a request you sent (204). */
export function removeConnection(id: number) {
  return apiRequest<void>(CONNECTION_PATHS.remove(id), { method: 'DELETE' })
}

export function useRemoveConnection() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeConnection,
    // Not awaited, as for accept and decline: the row that asked says what happened at once, before
    // the lists refresh and it leaves them (a callback of an unmounted row would never run).
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: connectionKeys.all })
    },
  })
}
