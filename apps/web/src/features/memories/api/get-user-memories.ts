import { useQuery } from '@tanstack/react-query'
import { USER_MEMORIES_LIMIT } from '@kindred/contract/limits'
import { UserMemoriesResponseSchema } from '@kindred/contract/memories'
import { MEMORY_PATHS } from '@kindred/contract/memories-constants'
import { apiRequest } from '@/lib/api-client'
import { memoryKeys } from './keys'

/** Up to five other public, non-anonymous memories by one person (seed §9). A memory list call. */
export function getUserMemories(publicId: string, exclude?: string) {
  return apiRequest(MEMORY_PATHS.userMemories(publicId, USER_MEMORIES_LIMIT), {
    query: { exclude },
    auth: 'memory-list',
    schema: UserMemoriesResponseSchema,
  })
}

export function useUserMemories(publicId: string, exclude?: string) {
  return useQuery({
    queryKey: memoryKeys.userMemories(publicId, exclude),
    queryFn: () => getUserMemories(publicId, exclude),
  })
}
