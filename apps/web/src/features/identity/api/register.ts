import { useMutation } from '@tanstack/react-query'
import { AcceptedResponseSchema, type RegisterBodySchema } from '@kindred/contract/identity'
import type { z } from 'zod'
import { identityPost } from './identity-post'

export type RegisterBody = z.output<typeof RegisterBodySchema>

/** 202 whether or not the address already has an account (SPEC §3.3). */
export function register(body: RegisterBody) {
  return identityPost('/register', { body, schema: AcceptedResponseSchema })
}

export function useRegister() {
  return useMutation({ mutationFn: register })
}
