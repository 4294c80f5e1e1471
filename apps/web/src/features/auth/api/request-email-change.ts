import { useMutation } from '@tanstack/react-query'
import {
  AUTH_ERROR_CODES,
  AcceptedResponseSchema,
  type EmailChangeRequestBodySchema,
} from '@kindred/contract/auth'
import type { z } from 'zod'
import { apiRequest } from '@/lib/api-client'
import { AUTH_API } from './keys'

/** Emails a link to the new address (and a notice to the old one). */
export function requestEmailChange(body: z.output<typeof EmailChangeRequestBodySchema>) {
  return apiRequest(`${AUTH_API}/email/change/request`, {
    method: 'POST',
    body,
    schema: AcceptedResponseSchema,
    ownCodes: [AUTH_ERROR_CODES.invalidCredentials],
  })
}

export function useRequestEmailChange() {
  return useMutation({ mutationFn: requestEmailChange })
}
