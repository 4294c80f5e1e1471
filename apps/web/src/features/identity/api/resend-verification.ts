import { useMutation } from '@tanstack/react-query'
import { AcceptedResponseSchema, type EmailOnlyBodySchema } from '@kindred/contract/identity'
import type { z } from 'zod'
import { apiRequest } from '@/lib/api-client'
import { IDENTITY_API } from './keys'

export function resendVerification(body: z.output<typeof EmailOnlyBodySchema>) {
  return apiRequest(`${IDENTITY_API}/resend-verification`, {
    method: 'POST',
    body,
    schema: AcceptedResponseSchema,
  })
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification })
}
