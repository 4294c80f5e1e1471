import { useInfiniteQuery } from '@tanstack/react-query'
import { ConnectionPageSchema } from '@kindred/contract/connections'
import { CONNECTION_PATHS } from '@kindred/contract/connections-constants'
import { apiRequest } from '@/lib/api-client'
import { pagedQueryOptions } from '@/lib/paged-query'
import { connectionKeys, type ConnectionListStatus } from './keys'

/** Your connections, or your pending requests both ways, ten a page. */
export function getMyConnections(status: ConnectionListStatus, page: number) {
  return apiRequest(CONNECTION_PATHS.mine, { query: { status, page }, schema: ConnectionPageSchema })
}

export const myConnectionsQueryOptions = (status: ConnectionListStatus) =>
  pagedQueryOptions(connectionKeys.mine(status), (page) => getMyConnections(status, page))

/** "Show more" adds the next page below the ones already on screen. */
export function useMyConnections(status: ConnectionListStatus) {
  return useInfiniteQuery(myConnectionsQueryOptions(status))
}
