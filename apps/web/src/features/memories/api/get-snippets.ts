import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { PAGE_SIZE } from '@kindred/contract/limits'
import { SnippetPageSchema } from '@kindred/contract/memories'
import { MEMORY_PATHS } from '@kindred/contract/memories-constants'
import { apiRequest } from '@/lib/api-client'
import { readByCursor } from '@/lib/cursor-pages'
import { feedListName, feedTrail } from './feed-trail'
import { memoryKeys, type LanguageFilter } from './keys'

/**
 * Recent snippets, filtered by tags (any of them); how /memories filters by tag. The pages after the
 * first go on from where the page before ended (`cursor`, decision 063). Narrowed to one language when asked. A memory list call.
 */
export function getSnippets(
  tagIds: readonly number[],
  language: LanguageFilter,
  page: number,
  cursor?: string,
) {
  return apiRequest(MEMORY_PATHS.snippets(page, PAGE_SIZE), {
    query: { tag_ids: tagIds.join(','), cursor, language },
    auth: 'memory-list',
    schema: SnippetPageSchema,
  })
}

export function useSnippets(
  tagIds: readonly number[],
  language: LanguageFilter,
  page: number,
  cursor: string | undefined,
  enabled = true,
) {
  return useQuery({
    queryKey: memoryKeys.snippets(tagIds, language, page, cursor),
    queryFn: async () => {
      const answer = await readByCursor(cursor, (start) => getSnippets(tagIds, language, page, start))
      feedTrail.remember(feedListName({ tagIds, language }), page, answer.next_cursor)
      return answer
    },
    enabled,
    placeholderData: keepPreviousData,
  })
}
