import { useMutation, useQueryClient } from '@tanstack/react-query'
import { MEMORY_PATHS, MemorySchema, type CreateMemoryBody } from '@kindred/contract/memories'
import { apiRequest } from '@/lib/api-client'
import { memoryKeys } from './keys'

/** Shares a new memory (201 with the memory). */
export function createMemory(body: CreateMemoryBody) {
  return apiRequest(MEMORY_PATHS.create, { method: 'POST', body, schema: MemorySchema })
}

export function useCreateMemory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createMemory,
    onSuccess: (memory) => {
      queryClient.setQueryData(memoryKeys.byLink(memory.shareable_link), memory)
      return queryClient.invalidateQueries({ queryKey: memoryKeys.lists })
    },
  })
}
