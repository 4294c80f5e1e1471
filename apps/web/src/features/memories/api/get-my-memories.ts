import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { PAGE_SIZE } from '@kindred/contract/limits'
import { MemoryPageSchema } from '@kindred/contract/memories'
import { MEMORY_PATHS } from '@kindred/contract/memories-constants'
import { apiRequest } from '@/lib/api-client'
import { memoryKeys } from './keys'

/** The signed-in person's own memories, private ones included. A memory list call (shown on /home). */
export function getMyMemories(page: number) {
  return apiRequest(MEMORY_PATHS.mine, {
    query: { page, limit: PAGE_SIZE },
    auth: 'memory-list',
    schema: MemoryPageSchema,
  })
}

export function useMyMemories(page: number) {
  return useQuery({
    queryKey: memoryKeys.mine(page),
    queryFn: () => getMyMemories(page),
    placeholderData: keepPreviousData,
  })
}
