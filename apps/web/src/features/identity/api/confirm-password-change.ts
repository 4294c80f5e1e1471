import { useMutation, useQueryClient } from '@tanstack/react-query'
import { UserResponseSchema, type TokenAndPasswordBodySchema } from '@kindred/contract/identity'
import type { z } from 'zod'
import { identityPost } from './identity-post'
import { identityKeys } from './keys'

/** Sets the password from the emailed link; every other session ends. */
export function confirmPasswordChange(body: z.output<typeof TokenAndPasswordBodySchema>) {
  return identityPost('/password/change/confirm', { body, schema: UserResponseSchema })
}

export function useConfirmPasswordChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmPasswordChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityKeys.all }),
  })
}
