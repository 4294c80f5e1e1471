import { useMutation } from '@tanstack/react-query'
import { AcceptedResponseSchema, type EmailOnlyBodySchema } from '@kindred/contract/identity'
import type { z } from 'zod'
import { identityPost } from './identity-post'

export function resendVerification(body: z.output<typeof EmailOnlyBodySchema>) {
  return identityPost('/resend-verification', { body, schema: AcceptedResponseSchema })
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification })
}
