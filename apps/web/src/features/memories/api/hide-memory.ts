import { useMutation, useQueryClient } from '@tanstack/react-query'
import { HideResponseSchema } from '@kindred/contract/memories'
import { MEMORY_PATHS } from '@kindred/contract/memories-constants'
import { apiRequest } from '@/lib/api-client'
import { memoryKeys } from './keys'

/** Hides a memory from your own lists (the seed's state-changing GET; idempotent). */
export function hideMemory(hashId: string) {
  return apiRequest(MEMORY_PATHS.hide(hashId), { schema: HideResponseSchema })
}

export function useHideMemory(hashId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => hideMemory(hashId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memoryKeys.lists }),
  })
}
