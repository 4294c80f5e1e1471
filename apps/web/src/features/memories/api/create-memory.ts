import { useMutation, useQueryClient } from '@tanstack/react-query'
import { NEW_ACCOUNT_LIMIT_CODE } from '@kindred/contract/http'
import { MemorySchema } from '@kindred/contract/memories'
import { MEMORY_PATHS } from '@kindred/contract/memories-constants'
import { type CreateMemoryBody } from '@kindred/contract/memories-writing'
import { apiRequest } from '@/lib/api-client'
import { isApiError } from '@/lib/api-error'
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
      // Answered in the language shown: kept as that copy.
      queryClient.setQueryData(memoryKeys.byLinkShown(memory.shareable_link), memory)
      void queryClient.invalidateQueries({ queryKey: memoryKeys.allowance })
      return queryClient.invalidateQueries({ queryKey: memoryKeys.lists })
    },
    // A new account's limit met after all (another tab shared meanwhile): the composer says it again.
    onError: (error) => {
      if (isApiError(error) && error.code === NEW_ACCOUNT_LIMIT_CODE)
        void queryClient.invalidateQueries({ queryKey: memoryKeys.allowance })
    },
  })
}
