import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useGuideStore } from '../stores/guide-store'
import type { getGroup } from './get-group'
import { guideRequest } from './guide-request'
import { guideKeys } from './keys'
import { withAnswer } from './save-answer'

/** Unselects an answer (204): the item is as if never answered. */
export function clearAnswer(sessionId: string, traumaId: number) {
  return guideRequest<void>(`/user_answer/${encodeURIComponent(sessionId)}/${traumaId}/`, {
    method: 'DELETE',
  })
}

export function useClearAnswer(sessionId: string, groupId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (traumaId: number) => clearAnswer(sessionId, traumaId),
    onMutate: () => useGuideStore.getState().setFlag('unselectingOption', true),
    onSuccess: (_data, traumaId) => {
      queryClient.setQueryData<Awaited<ReturnType<typeof getGroup>>>(
        guideKeys.group(sessionId, groupId),
        (group) => (group ? withAnswer(group, traumaId, null) : group),
      )
      void queryClient.invalidateQueries({ queryKey: guideKeys.answers(sessionId) })
    },
    onSettled: () => useGuideStore.getState().setFlag('unselectingOption', false),
  })
}
