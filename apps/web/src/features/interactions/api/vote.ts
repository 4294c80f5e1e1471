import { useMutation } from '@tanstack/react-query'
import { INTERACTION_PATHS, VoteResponseSchema } from '@kindred/contract/interactions'
import { apiRequest } from '@/lib/api-client'
import { OWN_CODES } from './keys'

/** "This resonates" (idempotent): answers whether you voted and the count after the write. */
export function vote(shareableLink: string) {
  return apiRequest(INTERACTION_PATHS.vote, {
    method: 'POST',
    body: { shareable_link: shareableLink },
    schema: VoteResponseSchema,
    ownCodes: OWN_CODES,
  })
}

export function useVote() {
  return useMutation({ mutationFn: vote })
}
