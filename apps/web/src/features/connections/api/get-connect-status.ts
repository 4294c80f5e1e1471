import { queryOptions, useQuery } from '@tanstack/react-query'
import { ConnectStatusResponseSchema, type ConnectStatusResponse } from '@kindred/contract/connections'
import { CONNECT_STATUS_MAX, CONNECTION_PATHS } from '@kindred/contract/connections-constants'
import { apiRequest } from '@/lib/api-client'
import { createRequestBatcher } from '@/lib/request-batcher'
import { connectionKeys } from './keys'

/** One memory's answer: where you stand with its author, and the id of the request or connection. */
export type ConnectStatusEntry = Omit<ConnectStatusResponse['results'][number], 'shareable_link'>

/** You and the authors of up to 50 memories, in one call (signed-in people only). */
export function getConnectStatus(shareableLinks: string[]) {
  return apiRequest(CONNECTION_PATHS.status, {
    method: 'POST',
    body: { shareable_links: shareableLinks },
    schema: ConnectStatusResponseSchema,
  })
}

// Every connect button on screen asks in the same tick: one request for them all, each link's entry
// found once (null for a memory missing or not readable).
const batcher = createRequestBatcher({
  max: CONNECT_STATUS_MAX,
  send: async (links: string[]) => {
    const answer = await getConnectStatus(links)
    return new Map(answer.results.map(({ shareable_link, ...entry }) => [shareable_link, entry] as const))
  },
})

/** One memory's status, cached under its own key, fetched together with the others on screen. */
export const connectStatusQueryOptions = (shareableLink: string) =>
  queryOptions({
    queryKey: connectionKeys.status(shareableLink),
    queryFn: async (): Promise<ConnectStatusEntry | null> =>
      (await batcher.load(shareableLink)).get(shareableLink) ?? null,
  })

export function useConnectStatus(shareableLink: string) {
  return useQuery(connectStatusQueryOptions(shareableLink))
}
