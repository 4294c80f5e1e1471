import { useMutation } from '@tanstack/react-query'
import { AcceptedResponseSchema, type EmailOnlyBodySchema } from '@kindred/contract/identity'
import type { z } from 'zod'
import { identityPost } from './identity-post'

/** 202 whether or not the address has an account. */
export function forgotPassword(body: z.output<typeof EmailOnlyBodySchema>) {
  return identityPost('/password/forgot', { body, schema: AcceptedResponseSchema })
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword })
}
