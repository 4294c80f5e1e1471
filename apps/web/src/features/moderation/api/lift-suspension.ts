import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SuspendedPerson } from '@kindred/contract/moderation-queue'
import { MODERATION_QUEUE_PATHS } from '@kindred/contract/moderation-queue-constants'
import { apiRequest } from '@/lib/api-client'
import { dropFromPages } from '../lib/drop-from-pages'
import { moderationKeys } from './keys'

/** Ends a person's suspension now (204); 404 when they are no longer suspended. */
export function liftSuspension(publicId: string) {
  return apiRequest<void>(MODERATION_QUEUE_PATHS.lift, { method: 'POST', body: { public_id: publicId } })
}

export function useLiftSuspension() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: liftSuspension,
    onSuccess: (_answer, publicId) =>
      dropFromPages<SuspendedPerson>(
        queryClient,
        moderationKeys.suspensions,
        (person) => person.public_id === publicId,
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: moderationKeys.suspensions })
      void queryClient.invalidateQueries({ queryKey: moderationKeys.log })
    },
  })
}
