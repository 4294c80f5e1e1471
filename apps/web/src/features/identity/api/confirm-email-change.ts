import { useMutation, useQueryClient } from '@tanstack/react-query'
import { AcceptedResponseSchema } from '@kindred/contract/identity'
import { identityPost } from './identity-post'
import { identityKeys } from './keys'

/** Switches the account to the new address with the token emailed there. */
export function confirmEmailChange(token: string) {
  return identityPost('/email/change/confirm', { body: { token }, schema: AcceptedResponseSchema })
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityKeys.me }),
  })
}
