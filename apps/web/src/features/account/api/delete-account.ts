import { useMutation } from '@tanstack/react-query'
import type { DeleteAccountBodySchema } from '@kindred/contract/identity'
import { IDENTITY_ERROR_CODES } from '@kindred/contract/identity-constants'
import type { z } from 'zod'
import { apiRequest } from '@/lib/api-client'
import { ACCOUNT_API } from './keys'

/**
 * Erases the account (204). A wrong password or a stale Google sign-in is a 403 the form answers
 * itself, so those two codes are kept from the global "Access forbidden!".
 */
export function deleteAccount(body: z.output<typeof DeleteAccountBodySchema>) {
  return apiRequest<void>(ACCOUNT_API, {
    method: 'DELETE',
    body,
    ownCodes: [IDENTITY_ERROR_CODES.invalidCredentials, IDENTITY_ERROR_CODES.reauthenticationRequired],
  })
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount })
}
