import { useMutation } from '@tanstack/react-query'
import { AcceptedResponseSchema, type EmailOnlyBodySchema } from '@kindred/contract/identity'
import type { z } from 'zod'
import { apiRequest } from '@/lib/api-client'
import { IDENTITY_API } from './keys'

/** 202 whether or not the address has an account. */
export function forgotPassword(body: z.output<typeof EmailOnlyBodySchema>) {
  return apiRequest(`${IDENTITY_API}/password/forgot`, {
    method: 'POST',
    body,
    schema: AcceptedResponseSchema,
  })
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword })
}
