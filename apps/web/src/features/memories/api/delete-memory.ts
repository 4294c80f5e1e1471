import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query'
import { MEMORY_PATHS } from '@kindred/contract/memories-constants'
import { apiRequest } from '@/lib/api-client'
import { memoryKeys } from './keys'

/** Deletes your own memory, with everything attached to it (204). */
export function deleteMemory(hashId: string) {
  return apiRequest<void>(MEMORY_PATHS.details(hashId), { method: 'DELETE' })
}

export function useDeleteMemory(hashId: string, shareableLink: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: memoryKeys.deletion(shareableLink),
    mutationFn: () => deleteMemory(hashId),
    onSuccess: () => {
      // Removed, not refetched: the page that showed it is about to leave, and does so without
      // waiting for the lists to refresh.
      queryClient.removeQueries({ queryKey: memoryKeys.byLink(shareableLink) })
      queryClient.removeQueries({ queryKey: memoryKeys.byHashId(hashId) })
      void queryClient.invalidateQueries({ queryKey: memoryKeys.lists })
    },
  })
}

/**
 * Whether this memory is being deleted, or was: its page then stops showing what goes with it
 * (comments, me-toos), which would otherwise still load if its code arrived in the meantime and
 * ask the server for what was just deleted.
 */
export function useBeingDeleted(shareableLink: string): boolean {
  const deletions = useMutationState({
    filters: {
      mutationKey: memoryKeys.deletion(shareableLink),
      predicate: (mutation) => mutation.state.status === 'pending' || mutation.state.status === 'success',
    },
  })
  return deletions.length > 0
}
