import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query'

interface Paged<T> {
  results: T[]
}

/**
 * Takes an item out of a paged list already on screen, so it leaves at once after a decision; the
 * list then refreshes from the server behind it.
 */
export function dropFromPages<T>(queryClient: QueryClient, key: QueryKey, gone: (item: T) => boolean): void {
  queryClient.setQueryData<InfiniteData<Paged<T>>>(key, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, results: page.results.filter((item) => !gone(item)) })),
        }
      : data,
  )
}
