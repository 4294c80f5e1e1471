import { queryOptions, useQuery } from '@tanstack/react-query'
import { MemorySchema } from '@kindred/contract/memories'
import { MEMORY_PATHS } from '@kindred/contract/memories-constants'
import { apiRequest } from '@/lib/api-client'
import { memoryKeys } from './keys'

/** One whole memory by its hash id, if you may see it (else 404). */
export function getMemory(hashId: string) {
  return apiRequest(MEMORY_PATHS.details(hashId), { schema: MemorySchema })
}

export const memoryQueryOptions = (hashId: string) =>
  queryOptions({ queryKey: memoryKeys.byHashIdShown(hashId), queryFn: () => getMemory(hashId) })

export function useMemory(hashId: string) {
  return useQuery(memoryQueryOptions(hashId))
}
