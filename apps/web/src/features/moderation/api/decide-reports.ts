import { useMutation, useQueryClient } from '@tanstack/react-query'
import { DecisionResponseSchema, type DecisionBody, type QueueItem } from '@kindred/contract/moderation-queue'
import { MODERATION_QUEUE_PATHS } from '@kindred/contract/moderation-queue-constants'
import { apiRequest } from '@/lib/api-client'
import { isApiError } from '@/lib/api-error'
import { dropFromPages } from '../lib/drop-from-pages'
import { moderationKeys } from './keys'

/**
 * A moderator's decision on one subject's open reports; it closes them all. 404 when none are open:
 * another moderator decided first.
 */
export function decideReports(body: DecisionBody) {
  return apiRequest(MODERATION_QUEUE_PATHS.decide, { method: 'POST', body, schema: DecisionResponseSchema })
}

/** Another moderator decided it first (the server found no open reports). */
export const decidedElsewhere = (error: unknown) => isApiError(error) && error.status === 404

export function useDecideReports() {
  const queryClient = useQueryClient()
  // The subject leaves the list at once, whether this decision closed it or another moderator's did.
  const drop = ({ subject_kind, subject_id }: DecisionBody) =>
    dropFromPages<QueueItem>(
      queryClient,
      moderationKeys.queue,
      (item) => item.subject.kind === subject_kind && item.subject.id === subject_id,
    )
  return useMutation({
    mutationFn: decideReports,
    onSuccess: (_answer, body) => drop(body),
    onError: (error, body) => {
      if (decidedElsewhere(error)) drop(body)
    },
    // Not awaited: the queue and the log refresh from the server behind what was already said (and
    // the people suspended, after a suspension).
    onSettled: (_answer, _error, body) => {
      void queryClient.invalidateQueries({ queryKey: moderationKeys.queue })
      void queryClient.invalidateQueries({ queryKey: moderationKeys.log })
      if (body.decision === 'suspend')
        void queryClient.invalidateQueries({ queryKey: moderationKeys.suspensions })
    },
  })
}
