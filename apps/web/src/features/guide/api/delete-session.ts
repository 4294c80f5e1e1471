import { useMutation, useQueryClient } from '@tanstack/react-query'
import { guideRequest } from './guide-request'
import { forgetGuide } from '../stores/forget-guide'
import { guideKeys } from './keys'

/** Deletes the session with every answer, the report and the link to its comments (204). */
export function deleteSession(sessionId: string) {
  return guideRequest<void>(`/sessions/${encodeURIComponent(sessionId)}/`, { method: 'DELETE' })
}

/** `onDeleted` runs before the stores are emptied, while the screen that asked is still there. */
export function useDeleteSession(onDeleted: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteSession,
    onSuccess: (_data, sessionId) => {
      onDeleted()
      forgetGuide()
      queryClient.removeQueries({ queryKey: guideKeys.session(sessionId) })
    },
  })
}
