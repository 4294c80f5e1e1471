import { useMutation } from '@tanstack/react-query'
import { INTERACTION_PATHS, VoteResponseSchema } from '@kindred/contract/interactions'
import { apiRequest } from '@/lib/api-client'
import { OWN_CODES } from './keys'

/** Takes your "this resonates" back (idempotent). */
export function unvote(shareableLink: string) {
  return apiRequest(INTERACTION_PATHS.vote, {
    method: 'DELETE',
    body: { shareable_link: shareableLink },
    schema: VoteResponseSchema,
    ownCodes: OWN_CODES,
  })
}

export function useUnvote() {
  return useMutation({ mutationFn: unvote })
}
