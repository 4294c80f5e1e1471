import { useMutation, useQueryClient } from '@tanstack/react-query'
import { CONNECTION_PATHS, MuteResponseSchema } from '@kindred/contract/connections'
import { apiRequest } from '@/lib/api-client'

/** Unmutes a person: their memories and comments come back to your lists. */
export function unmutePerson(publicId: string) {
  return apiRequest(CONNECTION_PATHS.mute(publicId), { method: 'DELETE', schema: MuteResponseSchema })
}

/**
 * What you see changes in every list (memories, comments, connections, the statuses), so every
 * query on screen is refreshed: blocking and muting are rare, and this needs no other feature's keys.
 */
export function useUnmutePerson() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: unmutePerson,
    // Not awaited: the row that asked announces the outcome at once, before the lists refresh
    // and it leaves them (a callback of an unmounted row would never run).
    onSuccess: () => {
      void queryClient.invalidateQueries()
    },
  })
}
