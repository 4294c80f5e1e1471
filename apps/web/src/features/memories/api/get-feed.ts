import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { PAGE_SIZE } from '@kindred/contract/limits'
import { MEMORY_PATHS, MemoryPageSchema } from '@kindred/contract/memories'
import { apiRequest } from '@/lib/api-client'
import { memoryKeys, type FeedSort } from './keys'

/** The feed, ten at a time (seed §9). A memory list call: authentication only on /home and /memories. */
export function getFeed(sort: FeedSort, page: number) {
  return apiRequest(MEMORY_PATHS.feed, {
    query: { page, limit: PAGE_SIZE, sort },
    auth: 'memory-list',
    schema: MemoryPageSchema,
  })
}

export const feedQueryOptions = (sort: FeedSort, page: number) =>
  queryOptions({ queryKey: memoryKeys.feed(sort, page), queryFn: () => getFeed(sort, page) })

export function useFeed(sort: FeedSort, page: number, enabled = true) {
  // The page on screen stays while the next loads, so "Older memories" does not blank the list.
  return useQuery({ ...feedQueryOptions(sort, page), enabled, placeholderData: keepPreviousData })
}
