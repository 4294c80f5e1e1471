import { useInfiniteQuery } from '@tanstack/react-query'
import { PeoplePageSchema } from '@kindred/contract/connections'
import { CONNECTION_PATHS } from '@kindred/contract/connections-constants'
import { apiRequest } from '@/lib/api-client'
import { pagedQueryOptions } from '@/lib/paged-query'
import { connectionKeys } from './keys'

/** The people you muted, latest first, ten a page, so you can undo it. */
export function getMutedPeople(page: number) {
  return apiRequest(CONNECTION_PATHS.muted, { query: { page }, schema: PeoplePageSchema })
}

export const mutedPeopleQueryOptions = () => pagedQueryOptions(connectionKeys.muted, getMutedPeople)

export function useMutedPeople() {
  return useInfiniteQuery(mutedPeopleQueryOptions())
}
