import { useMutation, useQueryClient } from '@tanstack/react-query'
import { MemorySchema } from '@kindred/contract/memories'
import { MEMORY_PATHS } from '@kindred/contract/memories-constants'
import { type EditMemoryBody } from '@kindred/contract/memories-writing'
import { apiRequest } from '@/lib/api-client'
import { memoryKeys } from './keys'

/** Changes your own memory (200 with the memory, `edited_at` set). */
export function editMemory(hashId: string, body: EditMemoryBody) {
  return apiRequest(MEMORY_PATHS.edit(hashId), { method: 'PATCH', body, schema: MemorySchema })
}

export function useEditMemory(hashId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: EditMemoryBody) => editMemory(hashId, body),
    onSuccess: (memory) => {
      // The answer is the copy in the language shown; those kept in another are read again when shown.
      for (const queryKey of [memoryKeys.byLink(memory.shareable_link), memoryKeys.byHashId(memory.hash_id)])
        void queryClient.invalidateQueries({ queryKey, refetchType: 'none' })
      queryClient.setQueryData(memoryKeys.byLinkShown(memory.shareable_link), memory)
      queryClient.setQueryData(memoryKeys.byHashIdShown(memory.hash_id), memory)
      return queryClient.invalidateQueries({ queryKey: memoryKeys.lists })
    },
  })
}
