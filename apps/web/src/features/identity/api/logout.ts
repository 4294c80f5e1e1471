import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { IDENTITY_API } from './keys'

/** Ends this session on the server; the server clears the cookies (204). */
export function logout() {
  return apiRequest<void>(`${IDENTITY_API}/logout`, { method: 'POST' })
}

export function useLogout() {
  return useMutation({ mutationFn: logout })
}
