import { useMutation } from '@tanstack/react-query'
import {
  AUTH_ERROR_CODES,
  AcceptedResponseSchema,
  type PasswordChangeRequestBodySchema,
} from '@kindred/contract/auth'
import type { z } from 'zod'
import { apiRequest } from '@/lib/api-client'
import { AUTH_API } from './keys'

/** Emails a link to set or change the password (accounts without one send no current password). */
export function requestPasswordChange(body: z.output<typeof PasswordChangeRequestBodySchema>) {
  return apiRequest(`${AUTH_API}/password/change/request`, {
    method: 'POST',
    body,
    schema: AcceptedResponseSchema,
    ownCodes: [AUTH_ERROR_CODES.invalidCredentials],
  })
}

export function useRequestPasswordChange() {
  return useMutation({ mutationFn: requestPasswordChange })
}
