import { useMutation, useQueryClient } from '@tanstack/react-query'
import { HideResponseSchema } from '@kindred/contract/memories'
import { MEMORY_PATHS } from '@kindred/contract/memories-constants'
import { apiRequest } from '@/lib/api-client'
import { memoryKeys } from './keys'

/** Brings a memory you hid back into your lists (DELETE on the hide path). */
export function unhideMemory(hashId: string) {
  return apiRequest(MEMORY_PATHS.hide(hashId), { method: 'DELETE', schema: HideResponseSchema })
}

export function useUnhideMemory(hashId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => unhideMemory(hashId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memoryKeys.lists }),
  })
}
