import { useMutation } from '@tanstack/react-query'
import { ReactionResponseSchema, type ReactionBody } from '@kindred/contract/interactions'
import { INTERACTION_PATHS } from '@kindred/contract/interactions-constants'
import { apiRequest } from '@/lib/api-client'
import { OWN_CODES } from './keys'

/**
 * Gives a me too (with an optional note only the author reads, optionally without your name) or a
 * love, to a memory, a comment or — the author's love back — a me-too. Idempotent: 201 when made,
 * 200 when it was there already; both carry the counts after the write.
 */
export function react(body: ReactionBody) {
  return apiRequest(INTERACTION_PATHS.reaction, {
    method: 'POST',
    body,
    schema: ReactionResponseSchema,
    ownCodes: OWN_CODES,
  })
}

export function useReact() {
  return useMutation({ mutationFn: react })
}
