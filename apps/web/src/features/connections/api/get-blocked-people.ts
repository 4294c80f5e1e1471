import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { CONNECTION_PATHS, PeoplePageSchema } from '@kindred/contract/connections'
import { apiRequest } from '@/lib/api-client'
import { connectionKeys } from './keys'

/** The people you blocked, latest first, ten a page, so you can undo it. */
export function getBlockedPeople(page: number) {
  return apiRequest(CONNECTION_PATHS.blocked, { query: { page }, schema: PeoplePageSchema })
}

export const blockedPeopleQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: connectionKeys.blocked,
    queryFn: ({ pageParam }) => getBlockedPeople(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_next ? last.page + 1 : undefined),
  })

export function useBlockedPeople() {
  return useInfiniteQuery(blockedPeopleQueryOptions())
}
