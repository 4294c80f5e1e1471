import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { IDENTITY_API, identityKeys } from './keys'

/** Signs one device out at once (204). Ending the current session signs this browser out. */
export function endSession(id: string) {
  return apiRequest<void>(`${IDENTITY_API}/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

export function useEndSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (session: { id: string; current: boolean }) => endSession(session.id),
    onSuccess: (_data, session) => {
      if (!session.current) void queryClient.invalidateQueries({ queryKey: identityKeys.sessions })
    },
  })
}
