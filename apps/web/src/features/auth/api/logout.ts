import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client'
import { AUTH_API } from './keys'

/** Ends this session on the server; the server clears the cookies (204). */
export function logout() {
  return apiRequest<void>(`${AUTH_API}/logout`, { method: 'POST' })
}

export function useLogout() {
  return useMutation({ mutationFn: logout })
}
