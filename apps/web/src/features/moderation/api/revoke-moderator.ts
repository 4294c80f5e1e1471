import { useMutation, useQueryClient } from '@tanstack/react-query'
import { MODERATOR_PATHS } from '@kindred/contract/moderation-constants'
import { apiRequest } from '@/lib/api-client'
import { moderatorsKey } from './get-moderators'
import { refreshDesk } from './keys'

/**
 * The person stops being a moderator (204). Refused with 409 for an admin (ADMIN_STAYS) and for
 * yourself (OWN_ROLE), 404 NOT_MODERATOR when they no longer are one.
 */
export function revokeModerator(publicId: string) {
  return apiRequest<void>(MODERATOR_PATHS.moderator(publicId), { method: 'DELETE' })
}

export function useRevokeModerator() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: revokeModerator,
    // Not awaited: the list says what happened at once, then refreshes without the row. A refusal
    // refreshes it too: it may come from a list that is out of date (someone else changed a role).
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: moderatorsKey })
      refreshDesk(queryClient)
    },
  })
}
