import { queryOptions, useQuery } from '@tanstack/react-query'
import { CONNECTION_PATHS, ConnectStatusResponseSchema } from '@kindred/contract/connections'
import { apiRequest } from '@/lib/api-client'
import { createConnectStatusBatcher } from '../lib/connect-status-batcher'
import { connectionKeys } from './keys'

/** You and the authors of up to 50 memories, in one call (signed-in people only). */
export function getConnectStatus(shareableLinks: string[]) {
  return apiRequest(CONNECTION_PATHS.status, {
    method: 'POST',
    body: { shareable_links: shareableLinks },
    schema: ConnectStatusResponseSchema,
  })
}

const batcher = createConnectStatusBatcher(getConnectStatus)

/** One memory's status, cached under its own key, fetched together with the others on screen. */
export const connectStatusQueryOptions = (shareableLink: string) =>
  queryOptions({
    queryKey: connectionKeys.status(shareableLink),
    queryFn: () => batcher.load(shareableLink),
  })

export function useConnectStatus(shareableLink: string) {
  return useQuery(connectStatusQueryOptions(shareableLink))
}
