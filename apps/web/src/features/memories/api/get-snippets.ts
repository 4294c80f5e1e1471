import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { PAGE_SIZE } from '@kindred/contract/limits'
import { MEMORY_PATHS, SnippetPageSchema } from '@kindred/contract/memories'
import { apiRequest } from '@/lib/api-client'
import { memoryKeys } from './keys'

/** Recent snippets, filtered by tags (any of them); how /memories filters by tag. A memory list call. */
export function getSnippets(tagIds: readonly number[], page: number) {
  return apiRequest(MEMORY_PATHS.snippets(page, PAGE_SIZE), {
    query: { tag_ids: tagIds.join(',') },
    auth: 'memory-list',
    schema: SnippetPageSchema,
  })
}

export function useSnippets(tagIds: readonly number[], page: number, enabled = true) {
  return useQuery({
    queryKey: memoryKeys.snippets(tagIds, page),
    queryFn: () => getSnippets(tagIds, page),
    enabled,
    placeholderData: keepPreviousData,
  })
}
