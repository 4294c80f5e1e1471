import { useMutation, useQueryClient } from '@tanstack/react-query'
import { UserResponseSchema } from '@kindred/contract/identity'
import { apiRequest } from '@/lib/api-client'
import { IDENTITY_API, identityKeys } from './keys'

/** Confirms the address with the emailed token and signs the person in. */
export function verifyEmail(token: string) {
  return apiRequest(`${IDENTITY_API}/verify-email`, {
    method: 'POST',
    body: { token },
    schema: UserResponseSchema,
  })
}

export function useVerifyEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: (data) => queryClient.setQueryData(identityKeys.me, data),
  })
}
