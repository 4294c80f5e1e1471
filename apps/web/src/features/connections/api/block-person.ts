import { useMutation, useQueryClient } from '@tanstack/react-query'
import { BlockResponseSchema } from '@kindred/contract/connections'
import { CONNECTION_PATHS } from '@kindred/contract/connections-constants'
import { apiRequest } from '@/lib/api-client'

/** Blocks a person: neither sees the other, and any connection or request between you ends. */
export function blockPerson(publicId: string) {
  return apiRequest(CONNECTION_PATHS.block(publicId), { method: 'POST', schema: BlockResponseSchema })
}

/**
 * What you see changes in every list (memories, comments, connections, the statuses), so every
 * query on screen is refreshed: blocking and muting are rare, and this needs no other feature's keys.
 * `onBlocked` runs first: a page showing the blocked person's memory must be left before it is
 * read again (it would answer "not here", and the confirmation would go with it).
 */
export function useBlockPerson(options: { onBlocked?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: blockPerson,
    onSuccess: () => {
      options.onBlocked?.()
      return queryClient.invalidateQueries()
    },
  })
}
