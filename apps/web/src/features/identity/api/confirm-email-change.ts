import { useMutation, useQueryClient } from '@tanstack/react-query'
import { AcceptedResponseSchema } from '@kindred/contract/identity'
import { apiRequest } from '@/lib/api-client'
import { IDENTITY_API, identityKeys } from './keys'

/** Switches the account to the new address with the token emailed there. */
export function confirmEmailChange(token: string) {
  return apiRequest(`${IDENTITY_API}/email/change/confirm`, {
    method: 'POST',
    body: { token },
    schema: AcceptedResponseSchema,
  })
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityKeys.me }),
  })
}
