import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { stopPushBeforeSignOut } from '@/lib/push-here'
import { IDENTITY_API } from './keys'

/**
 * Ends this session on the server; the server clears the cookies (204). Push on this device ends
 * first, on every device (decision 055), while the session can still tell the server.
 */
export async function logout() {
  await stopPushBeforeSignOut()
  return apiRequest<void>(`${IDENTITY_API}/logout`, { method: 'POST' })
}

export function useLogout() {
  return useMutation({ mutationFn: logout })
}
