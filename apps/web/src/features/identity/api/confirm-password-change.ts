import { useMutation, useQueryClient } from '@tanstack/react-query'
import { UserResponseSchema, type TokenAndPasswordBodySchema } from '@kindred/contract/identity'
import type { z } from 'zod'
import { apiRequest } from '@/lib/api-client'
import { IDENTITY_API, identityKeys } from './keys'

/** Sets the password from the emailed link; every other session ends. */
export function confirmPasswordChange(body: z.output<typeof TokenAndPasswordBodySchema>) {
  return apiRequest(`${IDENTITY_API}/password/change/confirm`, {
    method: 'POST',
    body,
    schema: UserResponseSchema,
  })
}

export function useConfirmPasswordChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmPasswordChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityKeys.all }),
  })
}
