import { queryOptions, useQuery } from '@tanstack/react-query'
import { ConnectionsListResponseSchema } from '@kindred/contract/connections'
import { CONNECTION_PATHS } from '@kindred/contract/connections-constants'
import { apiRequest } from '@/lib/api-client'
import { connectionKeys } from './keys'

/** The people connected through one memory: the list for its author, only the total for others. */
export function getConnectionsList(shareableLink: string, page: number) {
  return apiRequest(CONNECTION_PATHS.list, {
    method: 'POST',
    body: { shareable_link: shareableLink, page },
    schema: ConnectionsListResponseSchema,
  })
}

export const connectionsListQueryOptions = (shareableLink: string, page: number) =>
  queryOptions({
    queryKey: connectionKeys.memoryList(shareableLink, page),
    queryFn: () => getConnectionsList(shareableLink, page),
  })

export function useConnectionsList(shareableLink: string, page: number) {
  return useQuery(connectionsListQueryOptions(shareableLink, page))
}
