import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { CONNECTION_PATHS, PeoplePageSchema } from '@kindred/contract/connections'
import { apiRequest } from '@/lib/api-client'
import { connectionKeys } from './keys'

/** The people you muted, latest first, ten a page, so you can undo it. */
export function getMutedPeople(page: number) {
  return apiRequest(CONNECTION_PATHS.muted, { query: { page }, schema: PeoplePageSchema })
}

export const mutedPeopleQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: connectionKeys.muted,
    queryFn: ({ pageParam }) => getMutedPeople(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_next ? last.page + 1 : undefined),
  })

export function useMutedPeople() {
  return useInfiniteQuery(mutedPeopleQueryOptions())
}
