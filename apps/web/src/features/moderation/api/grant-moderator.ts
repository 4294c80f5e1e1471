import { useMutation, useQueryClient } from '@tanstack/react-query'
import { GrantModeratorResponseSchema, type GrantModeratorBody } from '@kindred/contract/moderation'
import { MODERATOR_PATHS } from '@kindred/contract/moderation-constants'
import { apiRequest } from '@/lib/api-client'
import { moderatorsKey } from './get-moderators'
import { refreshDesk } from './keys'

/**
 * Makes the account with this address a moderator: `granted`, or nothing changed because they are
 * one already or an admin. 404 NO_ACCOUNT when no account uses the address (the form says it).
 */
export function grantModerator(body: GrantModeratorBody) {
  return apiRequest(MODERATOR_PATHS.moderators, {
    method: 'POST',
    body,
    schema: GrantModeratorResponseSchema,
  })
}

export function useGrantModerator() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: grantModerator,
    onSuccess: () => {
      refreshDesk(queryClient)
      return queryClient.invalidateQueries({ queryKey: moderatorsKey })
    },
  })
}
