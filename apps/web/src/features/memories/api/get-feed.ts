import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { PAGE_SIZE } from '@kindred/contract/limits'
import { FeedPageSchema } from '@kindred/contract/memories'
import { MEMORY_PATHS } from '@kindred/contract/memories-constants'
import { apiRequest } from '@/lib/api-client'
import { readByCursor } from '@/lib/cursor-pages'
import { feedListName, feedTrail } from './feed-trail'
import { memoryKeys, type FeedSort, type LanguageFilter } from './keys'

/**
 * The feed, ten at a time (seed §9): page 1 by its number, the pages after from where the page before
 * ended (`cursor`, decision 063); narrowed to one language when asked. A memory list call:
 * authentication only on /home and /memories.
 */
export function getFeed(sort: FeedSort, language: LanguageFilter, page: number, cursor?: string) {
  return apiRequest(MEMORY_PATHS.feed, {
    query: { page, limit: PAGE_SIZE, sort, cursor, language },
    auth: 'memory-list',
    schema: FeedPageSchema,
  })
}

export const feedQueryOptions = (sort: FeedSort, language: LanguageFilter, page: number, cursor?: string) =>
  queryOptions({
    queryKey: memoryKeys.feed(sort, language, page, cursor),
    queryFn: async () => {
      const answer = await readByCursor(cursor, (start) => getFeed(sort, language, page, start))
      feedTrail.remember(feedListName({ sort, language }), page, answer.next_cursor)
      return answer
    },
  })

export function useFeed(
  sort: FeedSort,
  language: LanguageFilter,
  page: number,
  cursor: string | undefined,
  enabled = true,
) {
  // The page on screen stays while the next loads, so "Older memories" does not blank the list.
  return useQuery({
    ...feedQueryOptions(sort, language, page, cursor),
    enabled,
    placeholderData: keepPreviousData,
  })
}
