import { useMutation, useQueryClient } from '@tanstack/react-query'
import { UserResponseSchema, type TokenAndPasswordBodySchema } from '@kindred/contract/auth'
import type { z } from 'zod'
import { apiRequest } from '@/lib/api-client'
import { AUTH_API, authKeys } from './keys'

/** Sets the password from the emailed link; every other session ends. */
export function confirmPasswordChange(body: z.output<typeof TokenAndPasswordBodySchema>) {
  return apiRequest(`${AUTH_API}/password/change/confirm`, {
    method: 'POST',
    body,
    schema: UserResponseSchema,
  })
}

export function useConfirmPasswordChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmPasswordChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.all }),
  })
}
