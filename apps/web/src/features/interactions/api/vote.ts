import { useMutation } from '@tanstack/react-query'
import { VoteResponseSchema } from '@kindred/contract/interactions'
import { INTERACTION_PATHS } from '@kindred/contract/interactions-constants'
import { apiRequest } from '@/lib/api-client'
import { OWN_CODES } from './keys'

/** A vote given (POST) or taken back (DELETE), both idempotent: whether you voted and the count after. */
export function sendVote(method: 'POST' | 'DELETE', shareableLink: string) {
  return apiRequest(INTERACTION_PATHS.vote, {
    method,
    body: { shareable_link: shareableLink },
    schema: VoteResponseSchema,
    ownCodes: OWN_CODES,
  })
}

/** "This resonates" (idempotent): answers whether you voted and the count after the write. */
export const vote = (shareableLink: string) => sendVote('POST', shareableLink)

export function useVote() {
  return useMutation({ mutationFn: vote })
}
