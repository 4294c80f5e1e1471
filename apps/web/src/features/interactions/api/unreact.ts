import { useMutation } from '@tanstack/react-query'
import { ReactionResponseSchema, type RemoveReactionBody } from '@kindred/contract/interactions'
import { INTERACTION_PATHS } from '@kindred/contract/interactions-constants'
import { apiRequest } from '@/lib/api-client'
import { OWN_CODES } from './keys'

/** Takes a me too or a love back (idempotent); answers the counts after the write. */
export function unreact(body: RemoveReactionBody) {
  return apiRequest(INTERACTION_PATHS.reaction, {
    method: 'DELETE',
    body,
    schema: ReactionResponseSchema,
    ownCodes: OWN_CODES,
  })
}

export function useUnreact() {
  return useMutation({ mutationFn: unreact })
}
