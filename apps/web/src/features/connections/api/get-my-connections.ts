import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { CONNECTION_PATHS, ConnectionPageSchema } from '@kindred/contract/connections'
import { apiRequest } from '@/lib/api-client'
import { connectionKeys, type ConnectionListStatus } from './keys'

/** Your connections, or your pending requests both ways, ten a page. */
export function getMyConnections(status: ConnectionListStatus, page: number) {
  return apiRequest(CONNECTION_PATHS.mine, { query: { status, page }, schema: ConnectionPageSchema })
}

export const myConnectionsQueryOptions = (status: ConnectionListStatus) =>
  infiniteQueryOptions({
    queryKey: connectionKeys.mine(status),
    queryFn: ({ pageParam }) => getMyConnections(status, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_next ? last.page + 1 : undefined),
  })

/** "Show more" adds the next page below the ones already on screen. */
export function useMyConnections(status: ConnectionListStatus) {
  return useInfiniteQuery(myConnectionsQueryOptions(status))
}
