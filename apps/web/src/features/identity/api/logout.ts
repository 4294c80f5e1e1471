import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { stopPushBeforeSignOut } from '@/lib/push-here'
import { IDENTITY_API } from './keys'

/**
 * Ends this session on the server; the server clears the cookies (204). On a shared device, push
 * there ends first, while the session can still say so.
 */
export async function logout() {
  await stopPushBeforeSignOut()
  return apiRequest<void>(`${IDENTITY_API}/logout`, { method: 'POST' })
}

export function useLogout() {
  return useMutation({ mutationFn: logout })
}
