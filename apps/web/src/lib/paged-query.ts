import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query'

/** Where a page of a list stands, as every list the server sends a page at a time says it. */
export interface ListPage {
  page: number
  has_next: boolean
}

/**
 * A list read a page at a time, "Show more" adding the next below the ones on screen: page 1 first,
 * then the next while the last one says there is one.
 */
export function pagedQueryOptions<Page extends ListPage, Key extends QueryKey>(
  queryKey: Key,
  fetchPage: (page: number) => Promise<Page>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }: { pageParam: number }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: Page) => (last.has_next ? last.page + 1 : undefined),
  })
}
