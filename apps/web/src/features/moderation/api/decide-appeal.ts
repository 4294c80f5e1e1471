import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  AppealDecisionResponseSchema,
  type AppealDecisionBody,
  type AppealItem,
} from '@kindred/contract/moderation-appeals'
import { MODERATION_APPEAL_PATHS } from '@kindred/contract/moderation-appeals-constants'
import { apiRequest } from '@/lib/api-client'
import { isApiError } from '@/lib/api-error'
import { dropFromPages } from '../lib/drop-from-pages'
import { moderationKeys } from './keys'

/**
 * A second moderator's decision on an appeal: `restore` it, or `uphold` the first decision. 404 when
 * it is no longer open (another moderator decided first); 403 for the moderator who made the decision.
 */
export function decideAppeal(body: AppealDecisionBody) {
  return apiRequest(MODERATION_APPEAL_PATHS.decide, {
    method: 'POST',
    body,
    schema: AppealDecisionResponseSchema,
  })
}

/** Another moderator decided the appeal first (it is no longer open). */
export const appealDecidedElsewhere = (error: unknown) => isApiError(error) && error.status === 404

export function useDecideAppeal() {
  const queryClient = useQueryClient()
  // The appeal leaves the list at once, whether this decision closed it or another moderator's did.
  const drop = ({ appeal_id }: AppealDecisionBody) =>
    dropFromPages<AppealItem>(queryClient, moderationKeys.appeals, (appeal) => appeal.id === appeal_id)
  return useMutation({
    mutationFn: decideAppeal,
    onSuccess: (_answer, body) => drop(body),
    onError: (error, body) => {
      if (appealDecidedElsewhere(error)) drop(body)
    },
    // Not awaited: the appeals and the log refresh from the server behind what was already said.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: moderationKeys.appeals })
      void queryClient.invalidateQueries({ queryKey: moderationKeys.log })
    },
  })
}
