import { UserResponseSchema, type LoginBodySchema } from '@kindred/contract/identity'
import type { z } from 'zod'
import { identityPost, useSigningIn } from './identity-post'

/**
 * `globalErrors: false`: a wrong password (401) or an unconfirmed email (403) is answered by the
 * form; neither may sign anyone out or show "Access forbidden!".
 */
export function login(body: z.output<typeof LoginBodySchema>) {
  return identityPost('/login', { body, schema: UserResponseSchema, globalErrors: false })
}

export function useLogin() {
  return useSigningIn(login)
}
