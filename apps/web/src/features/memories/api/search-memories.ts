import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { PAGE_SIZE } from '@kindred/contract/limits'
import { SearchPageSchema } from '@kindred/contract/memories'
import { MEMORY_PATHS } from '@kindred/contract/memories-constants'
import { apiRequest } from '@/lib/api-client'
import { memoryKeys, type SearchParams } from './keys'

/** Full-text search; authentication only when signed in (seed §6), so visitors search as visitors. */
export function searchMemories(params: SearchParams) {
  return apiRequest(MEMORY_PATHS.search, {
    query: {
      q: params.q,
      tag_ids: params.tagIds.length > 0 ? params.tagIds.join(',') : undefined,
      mt: params.mt,
      age_range: params.ageRange,
      language: params.language,
      sort: params.sort,
      limit: PAGE_SIZE,
      page: params.page,
    },
    auth: 'when-signed-in',
    schema: SearchPageSchema,
  })
}

export function useSearchMemories(params: SearchParams, enabled: boolean) {
  return useQuery({
    queryKey: memoryKeys.search(params),
    queryFn: () => searchMemories(params),
    enabled,
    placeholderData: keepPreviousData,
  })
}
