import { useInfiniteQuery } from '@tanstack/react-query'
import { VotersPageSchema } from '@kindred/contract/interactions'
import { INTERACTION_PATHS } from '@kindred/contract/interactions-constants'
import { VOTERS_LIMIT } from '@kindred/contract/limits'
import { apiRequest } from '@/lib/api-client'
import { pagedQueryOptions } from '@/lib/paged-query'
import { interactionKeys } from './keys'

/** The people a memory resonates with who allow being listed, ten a page, with the total of votes. */
export function getVoters(shareableLink: string, page: number) {
  return apiRequest(INTERACTION_PATHS.voters, {
    query: { shareable_link: shareableLink, limit: VOTERS_LIMIT, page },
    schema: VotersPageSchema,
  })
}

export const votersQueryOptions = (shareableLink: string) =>
  pagedQueryOptions(interactionKeys.voters(shareableLink), (page) => getVoters(shareableLink, page))

export function useVoters(shareableLink: string, enabled: boolean) {
  return useInfiniteQuery({ ...votersQueryOptions(shareableLink), enabled })
}
