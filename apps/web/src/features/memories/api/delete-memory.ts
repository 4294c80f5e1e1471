import { useMutation, useQueryClient } from '@tanstack/react-query'
import { MEMORY_PATHS } from '@kindred/contract/memories'
import { apiRequest } from '@/lib/api-client'
import { memoryKeys } from './keys'

/** Deletes your own memory, with everything attached to it (204). */
export function deleteMemory(hashId: string) {
  return apiRequest<void>(MEMORY_PATHS.details(hashId), { method: 'DELETE' })
}

export function useDeleteMemory(hashId: string, shareableLink: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => deleteMemory(hashId),
    onSuccess: () => {
      // Removed, not refetched: the page that showed it is about to leave.
      queryClient.removeQueries({ queryKey: memoryKeys.byLink(shareableLink) })
      queryClient.removeQueries({ queryKey: memoryKeys.byHashId(hashId) })
      return queryClient.invalidateQueries({ queryKey: memoryKeys.lists })
    },
  })
}
