import { useMutation } from '@tanstack/react-query'
import { AcceptedResponseSchema, type TokenAndPasswordBodySchema } from '@kindred/contract/identity'
import type { z } from 'zod'
import { apiRequest } from '@/lib/api-client'
import { IDENTITY_API } from './keys'

/** Sets a new password from the emailed link. Does not sign in; ends every session. */
export function resetPassword(body: z.output<typeof TokenAndPasswordBodySchema>) {
  return apiRequest(`${IDENTITY_API}/password/reset`, {
    method: 'POST',
    body,
    schema: AcceptedResponseSchema,
  })
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
