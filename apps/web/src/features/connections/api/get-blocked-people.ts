import { useInfiniteQuery } from '@tanstack/react-query'
import { PeoplePageSchema } from '@kindred/contract/connections'
import { CONNECTION_PATHS } from '@kindred/contract/connections-constants'
import { apiRequest } from '@/lib/api-client'
import { pagedQueryOptions } from '@/lib/paged-query'
import { connectionKeys } from './keys'

/** The people you blocked, latest first, ten a page, so you can undo it. */
export function getBlockedPeople(page: number) {
  return apiRequest(CONNECTION_PATHS.blocked, { query: { page }, schema: PeoplePageSchema })
}

export const blockedPeopleQueryOptions = () => pagedQueryOptions(connectionKeys.blocked, getBlockedPeople)

export function useBlockedPeople() {
  return useInfiniteQuery(blockedPeopleQueryOptions())
}
