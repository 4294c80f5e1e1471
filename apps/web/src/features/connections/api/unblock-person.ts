import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CONNECTION_PATHS, BlockResponseSchema } from '@kindred/contract/connections'
import { apiRequest } from '@/lib/api-client'

/** Unblocks a person (a connection that ended stays ended). */
export function unblockPerson(publicId: string) {
  return apiRequest(CONNECTION_PATHS.block(publicId), { method: 'DELETE', schema: BlockResponseSchema })
}

/**
 * What you see changes in every list (memories, comments, connections, the statuses), so every
 * query on screen is refreshed: blocking and muting are rare, and this needs no other feature's keys.
 */
export function useUnblockPerson() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: unblockPerson,
    // Not awaited: the row that asked announces the outcome at once, before the lists refresh
    // and it leaves them (a callback of an unmounted row would never run).
    onSuccess: () => {
      void queryClient.invalidateQueries()
    },
  })
}
