import { useQuery } from '@tanstack/react-query'
import { BulkResponseSchema, type Memory } from '@kindred/contract/memories'
import { MEMORY_PATHS } from '@kindred/contract/memories-constants'
import { apiRequest } from '@/lib/api-client'
import { memoryKeys } from './keys'

/** Up to 50 memories by shareable link; those missing or not visible come back in `missing`. */
export function getMemoriesBulk(shareableLinks: readonly string[]) {
  return apiRequest(MEMORY_PATHS.bulk, {
    query: { shareable_links: shareableLinks.join(',') },
    schema: BulkResponseSchema,
  })
}

/**
 * One memory by the link in its address (/memories/m/{shareable_link}). The details call takes a
 * hash id, which a shared address does not carry, so the page asks the bulk call for one link:
 * null when it is missing or not yours to see.
 */
export async function getMemoryByLink(shareableLink: string): Promise<Memory | null> {
  const { results } = await getMemoriesBulk([shareableLink])
  return results.find((memory) => memory.shareable_link === shareableLink) ?? null
}

export function useMemoryByLink(shareableLink: string) {
  return useQuery({
    queryKey: memoryKeys.byLinkShown(shareableLink),
    queryFn: () => getMemoryByLink(shareableLink),
  })
}
