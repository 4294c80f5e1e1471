import { queryOptions, useQuery } from '@tanstack/react-query'
import { VotesStatusResponseSchema, type VotesStatusResponse } from '@kindred/contract/interactions'
import { INTERACTION_BATCH_MAX, INTERACTION_PATHS } from '@kindred/contract/interactions-constants'
import { apiRequest } from '@/lib/api-client'
import { createRequestBatcher } from '@/lib/request-batcher'
import { interactionKeys } from './keys'

export type VoteStatus = VotesStatusResponse['results'][string]

/** Your vote and the vote count on up to 50 memories (signed in only). */
export function getVotesStatus(shareableLinks: string[]) {
  return apiRequest(INTERACTION_PATHS.votesStatus, {
    method: 'POST',
    body: { shareable_links: shareableLinks },
    schema: VotesStatusResponseSchema,
  })
}

// "This resonates" on every card on screen, asked in the same tick: one request.
const batcher = createRequestBatcher({ max: INTERACTION_BATCH_MAX, send: getVotesStatus })

/** One memory's vote state, under its own key, fetched together with everything else on screen. */
export const votesStatusQueryOptions = (shareableLink: string) =>
  queryOptions({
    queryKey: interactionKeys.votesStatus(shareableLink),
    queryFn: async (): Promise<VoteStatus | null> =>
      (await batcher.load(shareableLink)).results[shareableLink] ?? null,
  })

export function useVotesStatus(shareableLink: string, enabled: boolean) {
  return useQuery({ ...votesStatusQueryOptions(shareableLink), enabled })
}
