import { queryOptions, useQuery } from '@tanstack/react-query'
import { INTERACTION_PATHS, VotesStatusResponseSchema } from '@kindred/contract/interactions'
import { apiRequest } from '@/lib/api-client'
import { createVotesStatusBatcher } from '../lib/status-batcher'
import { interactionKeys } from './keys'

/** Your vote and the vote count on up to 50 memories (signed in only). */
export function getVotesStatus(shareableLinks: string[]) {
  return apiRequest(INTERACTION_PATHS.votesStatus, {
    method: 'POST',
    body: { shareable_links: shareableLinks },
    schema: VotesStatusResponseSchema,
  })
}

const batcher = createVotesStatusBatcher(getVotesStatus)

/** One memory's vote state, under its own key, fetched together with everything else on screen. */
export const votesStatusQueryOptions = (shareableLink: string) =>
  queryOptions({
    queryKey: interactionKeys.votesStatus(shareableLink),
    queryFn: () => batcher.load(shareableLink),
  })

export function useVotesStatus(shareableLink: string, enabled: boolean) {
  return useQuery({ ...votesStatusQueryOptions(shareableLink), enabled })
}
