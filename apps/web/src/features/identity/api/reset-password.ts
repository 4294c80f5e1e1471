import { useMutation } from '@tanstack/react-query'
import { AcceptedResponseSchema, type TokenAndPasswordBodySchema } from '@kindred/contract/identity'
import type { z } from 'zod'
import { identityPost } from './identity-post'

/** Sets a new password from the emailed link. Does not sign in; ends every session. */
export function resetPassword(body: z.output<typeof TokenAndPasswordBodySchema>) {
  return identityPost('/password/reset', { body, schema: AcceptedResponseSchema })
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
